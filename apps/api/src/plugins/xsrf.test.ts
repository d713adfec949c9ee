import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/useTestServer';

const t = useTestServer();

async function issuedToken(): Promise<string> {
  const res = await fetch(`${t.api}/health`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  expect(cookie).toBeDefined();
  expect(cookie).toContain('SameSite=Lax');
  expect(cookie).not.toContain('HttpOnly');
  return cookie!.split(';')[0]!.slice('XSRF-TOKEN='.length);
}

describe('XSRF protection', () => {
  it('issues a script-readable XSRF-TOKEN cookie', async () => {
    expect((await issuedToken()).length).toBeGreaterThan(20);
  });

  it('refuses a state-changing request with the app cookie but no matching header with 419', async () => {
    const token = await issuedToken();
    const res = await fetch(`${t.api}/health`, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'App-language': 'en' },
    });
    expect(res.status).toBe(419);
    expect(((await res.json()) as { message: string }).message).toMatch(/security token/);

    const wrong = await fetch(`${t.api}/health`, {
      method: 'DELETE',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': 'not-the-token' },
    });
    expect(wrong.status).toBe(419);
  });

  it('lets a request with the matching header through to its route', async () => {
    const token = await issuedToken();
    const res = await fetch(`${t.api}/health`, {
      method: 'POST',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    });
    // No POST route on health: the request passed the XSRF check and reached routing.
    expect(res.status).toBe(404);
  });

  it('does not affect clients that send no cookies (bearer-token API clients)', async () => {
    const res = await fetch(`${t.api}/health`, { method: 'POST', headers: { authorization: 'Bearer abc' } });
    expect(res.status).toBe(404);
  });

  it('sends no cookie to a bearer-token client without cookies, but one to a signed-in page missing it', async () => {
    const script = await fetch(`${t.api}/health`, { headers: { authorization: 'Bearer abc' } });
    expect(script.headers.getSetCookie().filter((c) => c.startsWith('XSRF-TOKEN='))).toEqual([]);

    // The app's page carries the `auth` cookie beside its token: it gets the XSRF cookie back.
    const page = await fetch(`${t.api}/health`, {
      headers: { authorization: 'Bearer abc', cookie: 'auth=1' },
    });
    expect(page.headers.getSetCookie().some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
  });

  it('refuses a malformed X-XSRF-TOKEN or a cookie with broken percent-encoding with 419, never a 500', async () => {
    const token = await issuedToken();
    for (const [cookie, header] of [
      [`XSRF-TOKEN=${token}`, '%'],
      [`XSRF-TOKEN=${token}`, '%E0%A4%A'],
      ['XSRF-TOKEN=%E0%A4%A', '%'],
      ['XSRF-TOKEN=%ED%A0%80; auth=%', '%E0%A4%A'],
    ]) {
      const res = await fetch(`${t.api}/health`, {
        method: 'POST',
        headers: { cookie: cookie!, 'X-XSRF-TOKEN': header!, 'App-language': 'en' },
      });
      expect(res.status, `${cookie} / ${header}`).toBe(419);
      expect(((await res.json()) as { message: string }).message).toMatch(/security token/);
    }
  });

  it('still accepts the URL-encoded spelling of a token that needs it', async () => {
    const res = await fetch(`${t.api}/health`, {
      method: 'POST',
      headers: { cookie: 'XSRF-TOKEN=a%2Bb%3D', 'X-XSRF-TOKEN': 'a%2Bb%3D' },
    });
    expect(res.status).toBe(404);
    const decoded = await fetch(`${t.api}/health`, {
      method: 'POST',
      headers: { cookie: 'XSRF-TOKEN=a%2Bb%3D', 'X-XSRF-TOKEN': 'a+b=' },
    });
    expect(decoded.status).toBe(404);
  });
});
