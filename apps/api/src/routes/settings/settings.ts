import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  OAUTH_CLIENT_ID,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  ZAccountDeletion,
  ZAuthUser,
  ZEmailChange,
  ZLanguageUpdate,
  ZNotificationSettings,
  ZPasswordChange,
  ZPasswordCheck,
  ZSuccess,
  ZTokenResponse,
  ZUsernameUpdate,
} from '@spona/contracts';
import { deleteAccount } from '../../domain/accounts/deleteAccount';
import { findUserArrangements } from '../../domain/accounts/findUserArrangements';
import { findOwnModeration } from '../../domain/console/appeals';
import { checkPassword, hashPasswordLimited } from '../../domain/accounts/passwords';
import {
  changeEmail,
  changePassword,
  updateLanguage,
  updateNotifications,
  updateUsername,
} from '../../domain/accounts/settings';
import type { UserRow } from '../../domain/accounts/tokens';
import { createVerificationToken, sendVerificationMail } from '../../domain/accounts/verification';
import { RuleViolation } from '../../domain/errors';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { tooManyAttempts } from '../../plugins/signInLimits';
import { presentTokens } from '../../presenters/tokens';
import { presentAuthUser } from '../../presenters/user';
import type { Broadcaster } from '../../realtime/broadcaster';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { AccountDeps } from '../accountDeps';

/**
 * Settings of the signed-in user (SPEC §2 /user-settings, §5, §6): the page opens after the password
 * is checked again; changing the password or the email and deleting the account ask for it again.
 * Wrong passwords count on the user's own counter (429 after SIGN_IN_FAILURES_PER_ACCOUNT) and on the
 * address's sign-in failures.
 */
export async function settingsRoutes(
  app: App,
  {
    database,
    mailer,
    config,
    broadcaster,
    images,
  }: AccountDeps & { broadcaster: Broadcaster; images: Pick<ImageStore, 'remove'> },
) {
  const { db } = database;

  async function assertPassword(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    password: string,
    field: string,
  ) {
    await app.signInLimits.assertAddressAllowed(request, reply);
    // Only the holder of this user's token can add to this counter, so it cannot be turned against them.
    const key = `password-check:${user.id}`;
    const failures = await app.signInLimits.failuresOf(key);
    if (failures.count >= SIGN_IN_FAILURES_PER_ACCOUNT) throw tooManyAttempts(reply, failures.remainingMs);
    const isRight = await app.signInLimits.withAddressSlot(request, reply, () =>
      checkPassword(user.passwordHash, password),
    );
    if (!isRight) {
      await app.signInLimits.recordFailure(request, key);
      throw new RuleViolation({ [field]: 'errors.wrongPassword' });
    }
    await app.signInLimits.clearFailures(key);
  }

  const present = async (user: UserRow) =>
    presentAuthUser(user, await findUserArrangements(db, user.id), await findOwnModeration(db, user));
  const userResponse = { response: { 200: ZAuthUser } };
  const limited = { rateLimit: ROUTE_LIMITS.passwordCheck };

  app.post(
    '/settings/password/check',
    { config: limited, schema: { body: ZPasswordCheck, response: { 200: ZSuccess } } },
    async (request, reply) => {
      await assertPassword(request, reply, requireUser(request), request.body.password, 'password');
      return { success: true as const };
    },
  );

  app.put('/settings/language', { schema: { body: ZLanguageUpdate, ...userResponse } }, async (request) =>
    present(await updateLanguage(db, requireUser(request).id, request.body.preferred_language)),
  );

  app.put(
    '/settings/notifications',
    { schema: { body: ZNotificationSettings, ...userResponse } },
    async (request) => present(await updateNotifications(db, requireUser(request).id, request.body)),
  );

  app.put('/settings/username', { schema: { body: ZUsernameUpdate, ...userResponse } }, async (request) => {
    return present(await updateUsername(db, requireUser(request).id, request.body.username));
  });

  app.put(
    '/settings/password',
    { config: limited, schema: { body: ZPasswordChange, response: { 200: ZTokenResponse } } },
    async (request, reply) => {
      const user = requireUser(request);
      await assertPassword(request, reply, user, request.body.current_password, 'current_password');
      const passwordHash = await hashPasswordLimited(request.body.password);
      const clientId = request.authentication?.clientId ?? OAUTH_CLIENT_ID;
      const tokens = await changePassword(db, user.id, passwordHash, clientId);
      // REALTIME.md: every sign-in ended, so do their sockets; this page reconnects with the new token.
      broadcaster.disconnectUser(user.id);
      reply.header('cache-control', 'no-store');
      return presentTokens(tokens);
    },
  );

  app.put(
    '/settings/email',
    { config: limited, schema: { body: ZEmailChange, ...userResponse } },
    async (request, reply) => {
      const user = requireUser(request);
      await assertPassword(request, reply, user, request.body.password, 'password');
      const changed = await changeEmail(db, user, request.body.email);
      await sendVerificationMail(mailer, config, changed.user, changed.token).catch((err: unknown) =>
        request.log.error({ err }, 'confirmation mail not sent'),
      );
      return present(changed.user);
    },
  );

  app.post(
    '/settings/email/resend',
    { config: { rateLimit: ROUTE_LIMITS.mail }, schema: { response: { 200: ZSuccess } } },
    async (request) => {
      const user = requireUser(request);
      if (user.emailVerifiedAt !== null) {
        throw new RuleViolation({}, { message: 'errors.emailAlreadyConfirmed' });
      }
      const token = await createVerificationToken(db, user);
      await sendVerificationMail(mailer, config, user, token);
      return { success: true as const };
    },
  );

  app.delete(
    '/settings/account',
    { config: limited, schema: { body: ZAccountDeletion, response: { 200: ZSuccess } } },
    async (request, reply) => {
      const user = requireUser(request);
      await assertPassword(request, reply, user, request.body.password, 'password');
      const { imageFiles } = await deleteAccount(db, user.id);
      broadcaster.disconnectUser(user.id);
      // After the commit: the files are unreachable now; a file left by a failure harms nobody.
      await Promise.all(
        imageFiles.map((file) =>
          images.remove(file).catch((err: unknown) => request.log.warn({ err, file }, 'image not removed')),
        ),
      );
      return { success: true as const };
    },
  );
}
