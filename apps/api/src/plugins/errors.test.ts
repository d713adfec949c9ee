import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Busy, Forbidden } from '../domain/errors';
import { AppError } from '../http/AppError';
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
    throw new AppError(409, 'errors.conflict');
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
