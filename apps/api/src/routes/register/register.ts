import type { FastifyRequest } from 'fastify';
import {
  ZAuthUser,
  ZAvailability,
  ZChallenge,
  ZEmailAvailabilityParams,
  ZRegisterAgency,
  ZRegisterInfluencer,
  ZSocialAvailabilityParams,
  ZSocialAvailabilityQuery,
  ZUsernameAvailabilityParams,
  type TRegisterAgency,
  type TRegisterInfluencer,
  type TUserType,
} from '@spona/contracts';
import { isEmailFree, isSocialAccountFree, isUsernameFree } from '../../domain/accounts/availability';
import { consumeChallenge, createChallenge } from '../../domain/accounts/challenges';
import { registerUser } from '../../domain/accounts/register';
import { sendVerificationMail } from '../../domain/accounts/verification';
import { NotFound, RuleViolation } from '../../domain/errors';
import type { App } from '../../http/types';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { presentModerationFlag } from '../../presenters/consoleUser';
import { presentAuthUser } from '../../presenters/user';
import type { AccountDeps } from '../accountDeps';

/**
 * SPEC §7 registration: POST register/influencers and register/agencies, GET register/challenge
 * (SPEC §5's arithmetic human check) and GET register/available/username|email|social.
 */
export async function registerRoutes(app: App, { database, mailer, config }: AccountDeps) {
  const { db } = database;

  async function register(
    request: FastifyRequest,
    type: TUserType,
    input: TRegisterInfluencer | TRegisterAgency,
  ) {
    const challenge = await consumeChallenge(db, input.challenge_id, input.challenge_answer);
    if (challenge !== 'passed') {
      // SPEC §5: the human check failed; the client asks a new question.
      throw new RuleViolation({
        challenge_answer: challenge === 'wrong' ? 'validation.challengeAnswer' : 'validation.challenge',
      });
    }
    const { user, verificationToken } = await registerUser(db, type, input, { locale: request.locale });
    try {
      await sendVerificationMail(mailer, config, user, verificationToken);
    } catch (err) {
      // The account exists; the user can ask for a new link (SPEC §8), so the answer stays 201.
      request.log.error({ err }, 'confirmation mail not sent');
    }
    return presentAuthUser(user, [], presentModerationFlag(user, null));
  }

  const registerOptions = (body: typeof ZRegisterInfluencer | typeof ZRegisterAgency) => ({
    config: { public: true, rateLimit: ROUTE_LIMITS.register },
    schema: { body, response: { 201: ZAuthUser } },
  });

  app.post('/register/influencers', registerOptions(ZRegisterInfluencer), async (request, reply) => {
    const user = await register(request, 'INFLUENCER', request.body as TRegisterInfluencer);
    return reply.code(201).send(user);
  });

  app.post('/register/agencies', registerOptions(ZRegisterAgency), async (request, reply) => {
    const user = await register(request, 'ADVERTISER', request.body as TRegisterAgency);
    return reply.code(201).send(user);
  });

  app.get(
    '/register/challenge',
    {
      config: { public: true, rateLimit: ROUTE_LIMITS.challenge },
      schema: { response: { 200: ZChallenge } },
    },
    async (_request, reply) => {
      const challenge = await createChallenge(db);
      reply.header('cache-control', 'no-store');
      return { challenge_id: challenge.id, question: challenge.question };
    },
  );

  const availability = { public: true, rateLimit: ROUTE_LIMITS.availability } as const;

  app.get(
    '/register/available/username/:value',
    {
      config: availability,
      schema: { params: ZUsernameAvailabilityParams, response: { 200: ZAvailability } },
    },
    async (request) => ({ success: await isUsernameFree(db, request.params.value, request.user?.id) }),
  );

  app.get(
    '/register/available/email/:value',
    {
      config: availability,
      schema: { params: ZEmailAvailabilityParams, response: { 200: ZAvailability } },
    },
    async (request) => ({ success: await isEmailFree(db, request.params.value, request.user?.id) }),
  );

  app.get(
    '/register/available/social/:network',
    {
      config: availability,
      schema: {
        params: ZSocialAvailabilityParams,
        querystring: ZSocialAvailabilityQuery,
        response: { 200: ZAvailability },
      },
    },
    async (request) => {
      const { network } = request.params;
      const free = await isSocialAccountFree(db, network, request.query.external_id, request.user?.id);
      if (free === undefined) throw new NotFound();
      return { success: free };
    },
  );
}
