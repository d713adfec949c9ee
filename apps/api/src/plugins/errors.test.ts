import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Busy, Forbidden, NotFound, RuleViolation } from '../domain/errors';
import { AppError } from '../http/AppError';
import { translate } from '../i18n';
import { errorsPlugin } from './errors';
import { requestContextPlugin } from './requestContext';

async function buildApp() {
  const app = Fastify({ logger: false, bodyLimit: 64 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
    async (r) => r.body,
  );
  app.get('/conflict', async () => {
    throw new RuleViolation({}, { kind: 'conflict' });
  });
  app.get('/taken', async () => {
    throw new RuleViolation({ email: 'validation.emailTaken' });
  });
  app.get('/refused-offer', async () => {
    throw new RuleViolation({ offer_id: 'arrangements.ownOffer' }, { message: 'arrangements.ownOffer' });
  });
  app.get('/too-large', async () => {
    throw new RuleViolation({}, { kind: 'tooLarge', message: 'support.screenshotTooLarge', vars: { mb: 2 } });
  });
  app.get('/not-png', async () => {
    throw new RuleViolation({}, { kind: 'unsupportedType', message: 'support.screenshotNotPng' });
  });
  app.get('/link-gone', async () => {
    throw new NotFound('errors.verificationFailed');
  });
  app.get('/unauthenticated', async () => {
    throw new AppError(401, 'errors.unauthenticated');
  });
  app.get('/forbidden', async () => {
    throw new Forbidden('errors.emailNotConfirmed');
  });
  app.get('/busy', async () => {
    throw new Busy(7);
  });
  app.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: 'x' }) as never,
  );
  return app;
}

describe('the error plugin', () => {
  it('answers a domain Forbidden with 403 and its reason', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/forbidden', headers: { 'app-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/confirm/i);
  });

  it('answers each kind of rule violation with its status, its message and the fields', async () => {
    const app = await buildApp();
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'app-language': 'en' } });
      return { status: res.statusCode, body: res.json() };
    };
    const t = (key: string, vars?: Record<string, unknown>) => translate('en', key, vars);
    expect(await get('/taken')).toEqual({
      status: 422,
      body: { message: t('errors.validation'), errors: { email: [t('validation.emailTaken')] } },
    });
    expect(await get('/refused-offer')).toEqual({
      status: 422,
      body: { message: t('arrangements.ownOffer'), errors: { offer_id: [t('arrangements.ownOffer')] } },
    });
    expect(await get('/too-large')).toEqual({
      status: 413,
      body: { message: t('support.screenshotTooLarge', { mb: 2 }) },
    });
    expect((await get('/too-large')).body.message).toContain('2');
    expect(await get('/not-png')).toEqual({ status: 415, body: { message: t('support.screenshotNotPng') } });
    expect(await get('/link-gone')).toEqual({
      status: 404,
      body: { message: t('errors.verificationFailed') },
    });
    expect(await get('/unauthenticated')).toEqual({
      status: 401,
      body: { message: t('errors.unauthenticated') },
    });
  });

  it('answers a domain Busy with 503 and Retry-After', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/busy', headers: { 'app-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
  });

  it('answers invalid bodies with 400, a translated message and errors per field', async () => {
    const app = await buildApp();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'app-language': 'en' },
      payload: { name: 'A' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['name', 'age']));
  });

  it('speaks Croatian when the App-language header asks for it', async () => {
    const app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/conflict', headers: { 'app-language': 'hr' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ovo je u sukobu s podacima koji već postoje.' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await buildApp();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'app-language': 'en' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers a too large body with 413', async () => {
    const app = await buildApp();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { name: 'x'.repeat(200), age: 1 },
    });
    expect(res.statusCode).toBe(413);
  });

  it('never leaks a stack trace or internal message', async () => {
    const app = await buildApp();
    for (const url of ['/boom', '/bad-response']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'app-language': 'en' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'An error occurred.' });
    }
  });
});
