import { describe, expect, it } from 'vitest';
import { canFallBackToAppShell, isConsoleApiPath } from './navigationPaths';

describe('the service worker and the staff console (issue 17: staff pages are never cached)', () => {
  it('answers a failed navigation to a page of the app with the precached app shell', () => {
    expect(canFallBackToAppShell('/')).toBe(true);
    expect(canFallBackToAppShell('/dashboard')).toBe(true);
    expect(canFallBackToAppShell('/support')).toBe(true);
    // A user path that only starts like the console's is still the app's.
    expect(canFallBackToAppShell('/consoles')).toBe(true);
  });

  it('never answers a console page from the cache, not even offline', () => {
    expect(canFallBackToAppShell('/console')).toBe(false);
    expect(canFallBackToAppShell('/console/')).toBe(false);
    expect(canFallBackToAppShell('/console/login')).toBe(false);
    expect(canFallBackToAppShell('/console/setup/a-token')).toBe(false);
    expect(canFallBackToAppShell('/console/users/12')).toBe(false);
  });

  it('never answers the API, the dev mail viewer, files or the socket with the app shell', () => {
    for (const path of ['/api/v1/offers', '/dev/mails', '/assets/x.js', '/socket.io/']) {
      expect(canFallBackToAppShell(path)).toBe(false);
    }
  });

  it('sends the console API to the network only', () => {
    expect(isConsoleApiPath('/api/v1/console/overview')).toBe(true);
    expect(isConsoleApiPath('/api/v1/console/setup/a-token')).toBe(true);
    expect(isConsoleApiPath('/api/v1/console')).toBe(true);
    expect(isConsoleApiPath('/api/v1/offers')).toBe(false);
    expect(isConsoleApiPath('/console/overview')).toBe(false);
  });
});
