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

  it('takes an http(s) BLOG_FEED_URL and refuses any other kind of address', () => {
    expect(loadConfig({}).blogFeedUrl).toBeUndefined();
    expect(loadConfig({ BLOG_FEED_URL: 'https://blog.spona.example/feed.xml' }).blogFeedUrl).toBe(
      'https://blog.spona.example/feed.xml',
    );
    for (const bad of ['file:///etc/passwd', 'ftp://blog.example/feed', 'not a url']) {
      expect(() => loadConfig({ BLOG_FEED_URL: bad }), bad).toThrow(/BLOG_FEED_URL/);
    }
  });

  it('links mails to the port the server listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://spona.example/' }).publicUrl).toBe(
      'https://spona.example',
    );
  });

  it('trusts X-Forwarded-For from a proxy on this machine only, unless told otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.2');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone; rm -rf' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a REDIS_PREFIX of letters, digits and separators, and refuses anything else', () => {
    expect(loadConfig({}).redisPrefix).toBeUndefined();
    expect(loadConfig({ REDIS_PREFIX: 'spona:prod-eu.1' }).redisPrefix).toBe('spona:prod-eu.1');
    for (const bad of ['has space', '*', ':leading', 'x'.repeat(65), 'line\nbreak']) {
      expect(() => loadConfig({ REDIS_PREFIX: bad }), bad).toThrow(/REDIS_PREFIX/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
