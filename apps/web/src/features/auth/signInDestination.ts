/**
 * Where the logged-out guard sends a user who has just signed in. SPEC §4: a sign-in goes to the
 * profile, while SPEC §2's logged-out guard sends signed-in users to the dashboard; storing the
 * auth record re-renders the guard at once, so it must know the sign-in's destination to not race it.
 */
let destination: string | null = null;

export function setSignInDestination(path: string): void {
  destination = path;
}

export function peekSignInDestination(): string | null {
  return destination;
}

export function clearSignInDestination(): void {
  destination = null;
}
