import { ZEmailVerification, ZSuccess, ZTokenParams, type TEmailVerification } from '@spona/contracts';
import { renewVerification, sendVerificationMail, verifyEmail } from '../../domain/accounts/verification';
import { NotFound, RuleViolation } from '../../domain/errors';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import type { AccountDeps } from '../accountDeps';

/** SPEC §7 GET register/verify/{token} and GET register/resend/{token} (email confirmation). */
export async function verificationRoutes(app: App, { database, mailer, config }: AccountDeps) {
  app.get(
    '/register/verify/:token',
    { config: { public: true }, schema: { params: ZTokenParams, response: { 200: ZEmailVerification } } },
    async (request) => {
      const result = await verifyEmail(database.db, request.params.token);
      // SPEC §8: the account-confirmation failure says an expired link can be re-requested.
      if (result === 'failed') throw new RuleViolation({}, { message: 'errors.verificationFailed' });
      return { success: true, already_confirmed: result === 'alreadyConfirmed' } satisfies TEmailVerification;
    },
  );

  app.get(
    '/register/resend/:token',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.mail },
      schema: { params: ZTokenParams, response: { 200: ZSuccess } },
    },
    async (request) => {
      const result = await renewVerification(database.db, request.params.token);
      if (result.status === 'confirmed') {
        throw new RuleViolation({}, { message: 'errors.emailAlreadyConfirmed' });
      }
      if (result.status !== 'sent') throw new NotFound('errors.verificationFailed');
      await sendVerificationMail(mailer, config, result.user, result.token);
      return { success: true as const };
    },
  );
}
