import { describe, expect, it, vi } from 'vitest';

const widths = vi.hoisted(() => ({ isMobile: true }));
vi.mock('../../ui/hooks/useIsMobile', () => ({ readIsMobile: () => widths.isMobile }));

const { countSkippedGates } = await import('./HydrateWhen');

describe('HydrateWhen (issue 19: the browser hydrates the navbar it shows)', () => {
  it('counts the gates of the parts this width leaves as the server rendered them', () => {
    widths.isMobile = true;
    expect(countSkippedGates(['navbar-mobile', 'navbar-desktop'])).toBe(1);
    widths.isMobile = false;
    expect(countSkippedGates(['navbar-mobile', 'navbar-desktop'])).toBe(1);
    expect(countSkippedGates(['navbar-mobile'])).toBe(1);
    expect(countSkippedGates(['navbar-desktop'])).toBe(0);
  });

  it('ignores names it does not know (a page of another build)', () => {
    expect(countSkippedGates(['elsewhere', 'toString'])).toBe(0);
  });
});
