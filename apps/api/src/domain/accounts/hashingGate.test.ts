import { describe, expect, it } from 'vitest';
import { Busy } from '../errors';
import { withHashingSlot } from './hashingGate';

describe('the cap on concurrent password hashing', () => {
  it('runs at most a few at once and refuses with 503 when the queue is full', async () => {
    let running = 0;
    let peak = 0;
    const release: (() => void)[] = [];
    const work = () =>
      withHashingSlot(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
      });
    const accepted = Array.from({ length: 35 }, work);
    const refused = await work().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Busy);
    while (release.length > 0 || running > 0) {
      release.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(peak).toBe(3);
  });
});
