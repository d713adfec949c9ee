import { afterEach, describe, expect, it, vi } from 'vitest';
import { countSkippedGates } from './HydrateWhen';

/** A browser of this width class: its `matchMedia` answers the mobile query (ui/hooks/useIsMobile.ts). */
function browserIs(isMobile: boolean): void {
  vi.stubGlobal('window', { matchMedia: () => ({ matches: isMobile }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HydrateWhen (issue 19: the browser hydrates the navbar it shows)', () => {
  it('counts the gates of the parts this width leaves as the server rendered them', () => {
    browserIs(true);
    expect(countSkippedGates(['navbar-mobile', 'navbar-desktop'])).toBe(1);
    browserIs(false);
    expect(countSkippedGates(['navbar-mobile', 'navbar-desktop'])).toBe(1);
    expect(countSkippedGates(['navbar-mobile'])).toBe(1);
    expect(countSkippedGates(['navbar-desktop'])).toBe(0);
  });

  it('ignores names it does not know (a page of another build)', () => {
    browserIs(true);
    expect(countSkippedGates(['elsewhere', 'toString'])).toBe(0);
  });
});
