import { describe, expect, it } from 'vitest';
import './zodSettings';

describe('zod settings (issue 7: no CSP report from zod)', () => {
  it('makes zod jitless when it loads after them, as it does in the app', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
