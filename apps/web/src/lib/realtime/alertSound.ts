/** SPEC §7 Assets: the message alert sound. */
export const ALERT_SOUND_URL = '/assets/audio/message-alert.mp3';

let audio: HTMLAudioElement | undefined;

/**
 * Plays the alert sound once. Browsers refuse to play before the user has interacted with the page;
 * that is expected, so the refusal is swallowed instead of reported.
 */
export function playAlertSound(): void {
  if (typeof Audio === 'undefined') return;
  try {
    audio ??= new Audio(ALERT_SOUND_URL);
    audio.currentTime = 0;
    const playing = audio.play() as Promise<void> | undefined;
    playing?.catch(() => undefined);
  } catch {
    // Media is unavailable (jsdom, disabled audio): a missing chime is not worth an error.
  }
}
