/**
 * The browser's install prompt (`beforeinstallprompt`, Chromium browsers) and whether the app was
 * installed during this visit, as a small store for `useSyncExternalStore`.
 */

/** The event Chromium fires when the app can be installed; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  /** Shows the browser's install dialog; only once per event, and only from a user gesture. */
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallPromptState {
  /** The unused prompt, or null when the browser offers none (or it was used). */
  prompt: BeforeInstallPromptEvent | null;
  /** The app was installed during this visit. */
  isInstalled: boolean;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

/** Before the browser offered anything; also what a prerendered page was rendered and hydrates with. */
export const INITIAL_INSTALL_PROMPT_STATE: InstallPromptState = { prompt: null, isInstalled: false };
let state: InstallPromptState = INITIAL_INSTALL_PROMPT_STATE;
const listeners = new Set<() => void>();

function setState(next: InstallPromptState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

function handleBeforeInstallPrompt(event: Event): void {
  if (!isInstallPromptEvent(event)) return;
  // Keeps the browser's own mini-infobar away: the install banner of SPEC §4 offers it instead.
  event.preventDefault();
  if (!state.isInstalled) setState({ ...state, prompt: event });
}

function handleAppInstalled(): void {
  setState({ prompt: null, isInstalled: true });
}

/**
 * Starts listening for the install prompt; call it before the app renders, because the browser
 * fires the event once, early. Answers the function that stops listening.
 */
export function startInstallPromptCapture(target: Window = window): () => void {
  target.addEventListener('beforeinstallprompt', handleBeforeInstallPrompt);
  target.addEventListener('appinstalled', handleAppInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', handleBeforeInstallPrompt);
    target.removeEventListener('appinstalled', handleAppInstalled);
  };
}

export function getInstallPromptState(): InstallPromptState {
  return state;
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Shows the browser's install dialog (from a click: the prompt must start inside the user gesture,
 * so it is called before anything is awaited). The prompt is single-use, so it is gone afterwards
 * either way; an accepted one marks the app installed.
 */
export async function showInstallPrompt(): Promise<InstallOutcome> {
  const { prompt } = state;
  if (!prompt) return 'unavailable';
  setState({ ...state, prompt: null });
  try {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') handleAppInstalled();
    return outcome;
  } catch {
    // The browser refused to show it (already used, no gesture): nothing was installed.
    return 'unavailable';
  }
}

/** Back to a fresh visit; for tests only. */
export function resetInstallPromptForTests(): void {
  setState(INITIAL_INSTALL_PROMPT_STATE);
}
