import type { FastifyRequest } from 'fastify';
import {
  ZAgencyData,
  ZAuthUser,
  ZCategoryList,
  ZIdParams,
  ZInfluencerCategoryLink,
  ZInfluencerData,
  ZProfileStrength,
  ZUserUpdate,
} from '@spona/contracts';
import type { Database } from '../../db/client';
import { findUserArrangements } from '../../domain/accounts/findUserArrangements';
import { findOwnModeration } from '../../domain/console/appeals';
import type { UserRow } from '../../domain/accounts/tokens';
import { Forbidden, NotFound } from '../../domain/errors';
import {
  addInfluencerCategory,
  findInfluencerCategories,
  removeInfluencerCategory,
} from '../../domain/profiles/influencerCategories';
import { computeProfileStrength, findProfileFacts } from '../../domain/profiles/profileStrength';
import { updateProfile } from '../../domain/profiles/updateProfile';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { authorize } from '../../policies/authorize';
import { hasAdvertiserProfile, hasCreatorProfile, isOwnProfile } from '../../policies/profiles';
import { presentCategory } from '../../presenters/reference';
import { presentAuthUser } from '../../presenters/user';

/**
 * SPEC §7 Profiles: the profile editor's data and categories, and the completion meter of SPEC §9.
 * A user changes only their own data: another user's id answers 403 and changes nothing.
 */
export async function profileDataRoutes(app: App, { database }: { database: Database }) {
  const { db } = database;
  const present = async (user: UserRow) =>
    presentAuthUser(user, await findUserArrangements(db, user.id), await findOwnModeration(db, user));
  const userResponse = { response: { 200: ZAuthUser } };

  app.put(
    '/users/:id',
    { schema: { params: ZIdParams, body: ZUserUpdate, ...userResponse } },
    async (request) => {
      const user = requireUser(request);
      authorize(isOwnProfile(user, request.params.id), new Forbidden());
      return present(await updateProfile(db, user.id, request.body));
    },
  );

  // Someone else's data is refused plainly; one's own of the other account type says whose data it is.
  app.put(
    '/influencers/data/:id',
    { schema: { params: ZIdParams, body: ZInfluencerData, ...userResponse } },
    async (request) => {
      const user = requireUser(request);
      authorize(isOwnProfile(user, request.params.id), new Forbidden());
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      return present(await updateProfile(db, user.id, request.body));
    },
  );

  // SPEC §3 Advertiser data: a location_id of the text 'null' is stored as null (ZLocationIdInput).
  app.put(
    '/agencies/data/:id',
    { schema: { params: ZIdParams, body: ZAgencyData, ...userResponse } },
    async (request) => {
      const user = requireUser(request);
      authorize(isOwnProfile(user, request.params.id), new Forbidden());
      authorize(hasAdvertiserProfile(user), new Forbidden('profiles.agenciesOnly'));
      return present(await updateProfile(db, user.id, request.body));
    },
  );

  const categoriesOf = async (request: FastifyRequest, userId: number) =>
    (await findInfluencerCategories(db, userId)).map((c) => presentCategory(c, request.locale));

  app.get('/influencers/categories', { schema: { response: { 200: ZCategoryList } } }, async (request) =>
    categoriesOf(request, requireUser(request).id),
  );

  app.post(
    '/influencers/categories',
    { schema: { body: ZInfluencerCategoryLink, response: { 201: ZCategoryList } } },
    async (request, reply) => {
      const user = requireUser(request);
      authorize(isOwnProfile(user, request.body.user_id), new Forbidden());
      authorize(hasCreatorProfile(user), new Forbidden('profiles.influencersOnly'));
      await addInfluencerCategory(db, user.id, request.body.category_id);
      return reply.code(201).send(await categoriesOf(request, user.id));
    },
  );

  // {id} is the category: the link of the signed-in creator is removed (never anyone else's).
  app.delete(
    '/influencers/categories/:id',
    { schema: { params: ZIdParams, response: { 200: ZCategoryList } } },
    async (request) => {
      const user = requireUser(request);
      if (!(await removeInfluencerCategory(db, user.id, request.params.id))) throw new NotFound();
      return categoriesOf(request, user.id);
    },
  );

  app.get(
    '/dashboard/profile-strength',
    { schema: { response: { 200: ZProfileStrength } } },
    async (request) => {
      const user = requireUser(request);
      return computeProfileStrength(user.type, await findProfileFacts(db, user));
    },
  );
}
