import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_CONFIG_GLOBAL, ZRuntimeConfig, type TRuntimeConfig } from '@spona/contracts';
import { getRuntimeConfig, resetRuntimeConfigForTests } from './runtimeConfig';

const VALID: TRuntimeConfig = {
  supportEmail: 'help@spona.example',
  oauthClientId: 2,
  oauthClientSecret: 'secret',
  realtimeUrl: null,
  marketingSiteUrl: 'https://spona.example',
  production: true,
  version: 'abc123',
};

function inject(value: unknown): void {
  (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL] = value;
  resetRuntimeConfigForTests();
}

describe('runtime configuration (checked without zod, like ZRuntimeConfig)', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[RUNTIME_CONFIG_GLOBAL];
    resetRuntimeConfigForTests();
    vi.restoreAllMocks();
  });

  it('takes the injected configuration, without fields the contract does not have', () => {
    inject({ ...VALID, extra: 'ignored' });
    expect(getRuntimeConfig()).toEqual(VALID);
  });

  it.each([
    ['a missing field', { ...VALID, version: undefined }],
    ['a wrong type', { ...VALID, oauthClientId: '2' }],
    ['a fractional client id', { ...VALID, oauthClientId: 2.5 }],
    ['not an object', 'config'],
  ])('falls back to the defaults and warns on %s, as the contract would refuse it', (_case, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(ZRuntimeConfig.safeParse(value).success).toBe(false);
    inject(value);
    expect(getRuntimeConfig().supportEmail).toBe('support@spona.local');
    expect(getRuntimeConfig().oauthClientSecret).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('uses the defaults silently when nothing is injected (Vite dev without the API)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    inject(undefined);
    expect(getRuntimeConfig().oauthClientId).toBe(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
