import fp from 'fastify-plugin';
import type { TOptions } from 'i18next';
import type { TLocale } from '@spona/contracts';
import { resolveRequestLocale } from '../http/locale';
import { translate } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** SPEC §7: the App-language header (hr or en) selects the language of messages. */
    locale: TLocale;
    /** SPEC §7: App-standalone is true when the app runs installed. */
    isStandalone: boolean;
    t(key: string, options?: TOptions): string;
  }
}

/** Reads the App-language and App-standalone headers of every request. */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'hr');
    app.decorateRequest('isStandalone', false);
    app.decorateRequest('t', function (this: { locale: TLocale }, key: string, options?: TOptions) {
      return translate(this.locale, key, options);
    });
    app.addHook('onRequest', async (request) => {
      request.locale = resolveRequestLocale(
        request.headers['app-language'],
        request.headers['accept-language'],
      );
      request.isStandalone = String(request.headers['app-standalone'] ?? '').toLowerCase() === 'true';
    });
  },
  { name: 'request-context' },
);
