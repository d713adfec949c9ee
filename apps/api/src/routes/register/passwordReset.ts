import {
  ZPasswordResetCheck,
  ZPasswordResetRequest,
  ZPasswordUpdate,
  ZSuccess,
  ZTokenParams,
} from '@spona/contracts';
import { hashPasswordLimited } from '../../domain/accounts/passwords';
import {
  findResetEmail,
  requestPasswordReset,
  resetPassword,
  sendResetMail,
} from '../../domain/accounts/reset';
import { RuleViolation } from '../../domain/errors';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { AccountDeps } from '../accountDeps';

/** SPEC §8: the link is unknown, used or expired. */
const resetLinkInvalid = () => new RuleViolation({}, { message: 'errors.resetLinkInvalid' });

/**
 * SPEC §7 and §8 password reset: POST register/password/email, GET register/password/reset/{token},
 * POST register/password/update/{token}. A link is valid 24 hours (SPEC §9) and works once.
 */
export async function passwordResetRoutes(
  app: App,
  { database, mailer, config, broadcaster }: AccountDeps & { broadcaster: Broadcaster },
) {
  const { db } = database;

  app.post(
    '/register/password/email',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.mail },
      schema: { body: ZPasswordResetRequest, response: { 200: ZSuccess } },
    },
    async (request) => {
      const reset = await requestPasswordReset(db, request.body.email);
      // SPEC §8: 'User account not found with provided email adress.'
      if (!reset) throw new RuleViolation({ email: 'errors.accountNotFound' });
      await sendResetMail(mailer, config, reset.user, reset.token);
      return { success: true as const };
    },
  );

  app.get(
    '/register/password/reset/:token',
    { config: { public: true }, schema: { params: ZTokenParams, response: { 200: ZPasswordResetCheck } } },
    async (request) => {
      const email = await findResetEmail(db, request.params.token);
      if (email === undefined) throw resetLinkInvalid();
      return { success: true as const, email };
    },
  );

  app.post(
    '/register/password/update/:token',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.passwordCheck },
      schema: { params: ZTokenParams, body: ZPasswordUpdate, response: { 200: ZSuccess } },
    },
    async (request) => {
      if ((await findResetEmail(db, request.params.token)) === undefined) throw resetLinkInvalid();
      const passwordHash = await hashPasswordLimited(request.body.password);
      const userId = await resetPassword(db, request.params.token, passwordHash);
      if (userId === undefined) throw resetLinkInvalid();
      // REALTIME.md: every sign-in ended, so do their sockets.
      broadcaster.disconnectUser(userId);
      return { success: true as const };
    },
  );
}
