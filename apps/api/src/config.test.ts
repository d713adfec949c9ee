import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults on an empty environment', () => {
    const config = loadConfig({ INIT_CWD: '/srv/spona' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe('/srv/spona/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.supportEmail).toBe('support@spona.local');
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
