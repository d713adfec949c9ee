import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

describe('the API skeleton', () => {
  it('reports health with a reachable database', async () => {
    const res = await fetch(`${t.api}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown API paths with 404 JSON in the asked language, never the web app', async () => {
    const res = await fetch(`${t.api}/no/such/thing`, { headers: { 'App-language': 'en' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: 'There is no such API call: GET /api/v1/no/such/thing.' });
  });

  it('answers overlong and malformed paths in the one error shape', async () => {
    const long = await fetch(`${t.api}/register/available/email/${'a'.repeat(600)}`, {
      headers: { 'App-language': 'en' },
    });
    expect(long.status).toBe(414);
    expect(await long.json()).toEqual({ message: 'The address is too long.' });
    const bad = await fetch(`${t.api}/register/available/username/%E0%A4%A`, {
      headers: { 'App-language': 'en' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The address is not valid.' });
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await fetch(`${t.api}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/public/data', '/api/v1/health']));
  });

  it('sends security headers and no x-powered-by', async () => {
    const res = await fetch(`${t.api}/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // HSTS only in production.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the web app runtime configuration as a script', async () => {
    const res = await fetch(`${t.origin}/runtime-config.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const text = await res.text();
    expect(text).toMatch(/^window\.__SPONA_CONFIG__ = \{.*"supportEmail":"support@spona\.local"/);
  });
});
