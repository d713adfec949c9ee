// @vitest-environment jsdom
import '../../../test/setupDom';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/publicDataFixture';
import { logAppUpsell } from './logAppUpsell';

describe('logAppUpsell (SPEC §7 event logging)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends each record after the one before has been answered, so the log keeps their order', async () => {
    const answers: (() => void)[] = [];
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push((JSON.parse(String(init?.body)) as { action: string }).action);
        await new Promise<void>((resolve) => answers.push(resolve));
        return jsonResponse({ success: true }, 201);
      }),
    );

    logAppUpsell('BANNER_ACCEPTED', -1);
    logAppUpsell('APP_INSTALL', -1);
    await waitFor(() => expect(sent).toEqual(['BANNER_ACCEPTED']));
    answers[0]?.();
    await waitFor(() => expect(sent).toEqual(['BANNER_ACCEPTED', 'APP_INSTALL']));
    answers[1]?.();
  });
});
