import type { App } from './types';

/**
 * SPEC §7 calls 'with empty body' (POST messaging/open/{id}, management/keep/{id}): a client may still
 * send `Content-Type: application/json` with nothing after it. In the calling plugin's scope, such an
 * empty JSON body reads as no body (each route's schema then decides) instead of 'not valid JSON';
 * any other JSON goes through Fastify's own parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBody(app: App): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
