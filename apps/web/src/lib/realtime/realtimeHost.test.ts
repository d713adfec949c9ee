import { describe, expect, it } from 'vitest';
import { resolveRealtimeHost } from './realtimeHost';

describe('resolveRealtimeHost', () => {
  it('uses the app origin when no URL is configured (REALTIME.md: same HTTP server)', () => {
    expect(resolveRealtimeHost(null, 'https://app.spona.hr')).toBe('https://app.spona.hr');
  });

  it('uses a configured URL', () => {
    expect(resolveRealtimeHost('https://rt.spona.hr', 'https://app.spona.hr')).toBe('https://rt.spona.hr');
  });

  it.each(['', 'off', 'OFF', 'false'])('switches real-time off for %j (SPEC §8)', (value) => {
    expect(resolveRealtimeHost(value, 'https://app.spona.hr')).toBeNull();
  });
});
