import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILURES_PER_ACCOUNT, WEB_VERIFY_PATH, ZAuthUser, ZTokenResponse } from '@spona/contracts';
import sharp from 'sharp';
import { offerImages, users } from '../../db/schema';
import { buildOffer, type Actor } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';
import {
  bearer,
  buildAccount,
  jsonHeaders,
  lastLinkToken,
  requestToken,
  signIn,
  unique,
} from '../../testing/accounts';

const t = useTestServer();

const call = (method: string, path: string, token: string, body?: unknown) =>
  t.call(method, `settings/${path}`, { token }, body);

async function signedIn() {
  const account = await buildAccount(t);
  const tokens = await signIn(t, account.email, account.password);
  return { ...account, token: tokens.access_token, refresh: tokens.refresh_token };
}

describe('settings', () => {
  it('require a token', async () => {
    const res = await fetch(`${t.api}/settings/language`, { method: 'PUT' });
    expect(res.status).toBe(401);
  });

  it('open after the password is checked again', async () => {
    const me = await signedIn();
    expect((await call('POST', 'password/check', me.token, { password: me.password })).status).toBe(200);
    const wrong = await call('POST', 'password/check', me.token, { password: 'wrong-one' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['The password is not correct.'] });
  });

  it('answer 429 after repeated wrong passwords of the signed-in user, never because of others’ sign-ins', async () => {
    const me = await signedIn();
    // A griefer's failed sign-ins to this account do not block its owner's settings.
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      const res = await requestToken(
        t,
        { username: me.email, password: `wrong-${i}` },
        { ...jsonHeaders, 'x-forwarded-for': '10.30.0.1' },
      );
      expect(res.status).toBe(400);
    }
    expect((await call('POST', 'password/check', me.token, { password: me.password })).status).toBe(200);

    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await call('POST', 'password/check', me.token, { password: `wrong-${i}` })).status).toBe(422);
    }
    const refused = await call('POST', 'password/check', me.token, { password: me.password });
    expect(refused.status).toBe(429);
  });

  it('save the language and the notification preferences', async () => {
    const me = await signedIn();
    const language = await call('PUT', 'language', me.token, { preferred_language: 'hr' });
    expect(ZAuthUser.parse(language.body).preferred_language).toBe('hr');
    const prefs = await call('PUT', 'notifications', me.token, { notify_reminders: false });
    expect(ZAuthUser.parse(prefs.body)).toMatchObject({
      notify_email: true,
      notify_recommendations: true,
      notify_reminders: false,
    });
    expect((await call('PUT', 'language', me.token, { preferred_language: 'de' })).status).toBe(400);
  });

  it('change the username unless another user has it', async () => {
    const me = await signedIn();
    const other = await buildAccount(t);
    const taken = await call('PUT', 'username', me.token, { username: other.username.toUpperCase() });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ username: ['Username already taken'] });
    expect((await call('PUT', 'username', me.token, { username: '' })).status).toBe(400);
    const name = `new_${unique()}`;
    expect(ZAuthUser.parse((await call('PUT', 'username', me.token, { username: name })).body).username).toBe(
      name,
    );
  });

  it('change the password: every sign-in ends, this one continues with new tokens', async () => {
    const me = await signedIn();
    const elsewhere = await signIn(t, me.email, me.password);
    const bad = await call('PUT', 'password', me.token, {
      current_password: 'wrong-one',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(bad.status).toBe(422);
    const res = await call('PUT', 'password', me.token, {
      current_password: me.password,
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
    expect(res.status).toBe(200);
    const fresh = ZTokenResponse.parse(res.body);
    for (const old of [me.token, elsewhere.access_token]) {
      expect((await fetch(`${t.api}/auth/user`, { headers: bearer(old) })).status).toBe(401);
    }
    expect((await fetch(`${t.api}/auth/user`, { headers: bearer(fresh.access_token) })).status).toBe(200);
    await signIn(t, me.email, 'brand-new-pass');
  });

  it('change the email, which must be confirmed again, and resend the link', async () => {
    const me = await signedIn();
    await fetch(`${t.api}/register/verify/${await lastLinkToken(t, me.email, WEB_VERIFY_PATH)}`);
    const other = await buildAccount(t);
    const taken = await call('PUT', 'email', me.token, { email: other.email, password: me.password });
    expect(taken.body.errors).toEqual({ email: ['Email already taken'] });

    const email = `changed.${unique()}@example.com`;
    const res = await call('PUT', 'email', me.token, { email, password: me.password });
    expect(res.status).toBe(200);
    expect(ZAuthUser.parse(res.body)).toMatchObject({ email, email_verified: false });
    expect((await call('POST', 'email/resend', me.token)).status).toBe(200);
    const token = await lastLinkToken(t, email, WEB_VERIFY_PATH);
    expect((await fetch(`${t.api}/register/verify/${token}`)).status).toBe(200);
    expect((await call('POST', 'email/resend', me.token)).status).toBe(422);
    await signIn(t, email, me.password);
  });

  it('delete the account for good: no sign-in, personal data erased, tokens revoked', async () => {
    const me = await signedIn();
    expect((await call('DELETE', 'account', me.token, { password: 'wrong-one' })).status).toBe(422);
    expect((await call('DELETE', 'account', me.token, { password: me.password })).status).toBe(200);

    expect((await fetch(`${t.api}/auth/user`, { headers: bearer(me.token) })).status).toBe(401);
    const refresh = await fetch(`${t.api}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        refresh_token: me.refresh,
        client_id: 2,
        client_secret: 'x',
      }),
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    expect((await requestToken(t, { username: me.email, password: me.password })).status).toBe(400);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', company: null, locationId: null });
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.email).not.toContain(me.email);
    // The address can be registered again.
    await buildAccount(t, { email: me.email, username: me.username });
  });

  it('deletes the profile photo and the offers’ images with the account: their files are served no more', async () => {
    const me = await signedIn();
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const uploadImage = async (path: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('image', new Blob([photo]), 'photo.png');
      const res = await fetch(`${t.api}/${path}`, { method: 'POST', headers: bearer(me.token), body: form });
      return (await res.json()) as { image_url: string; url?: string; thumbnail_url: string };
    };
    const profilePhoto = await uploadImage(`users/${me.user.id}/image`);
    const offerId = await buildOffer(t, {
      id: me.user.id,
      token: me.token,
      user: { type: me.user.type },
    } as Actor);
    const offerImage = await uploadImage('agencies/offers/images', { offer_id: String(offerId) });
    const urls = [profilePhoto.image_url, profilePhoto.thumbnail_url, offerImage.url ?? offerImage.image_url];
    for (const url of urls) expect((await fetch(`${t.origin}${url}`)).status, url).toBe(200);

    expect((await call('DELETE', 'account', me.token, { password: me.password })).status).toBe(200);
    for (const url of urls) expect((await fetch(`${t.origin}${url}`)).status, url).toBe(404);
    expect(await t.database.db.select().from(offerImages).where(eq(offerImages.offerId, offerId))).toEqual(
      [],
    );
  });
});
