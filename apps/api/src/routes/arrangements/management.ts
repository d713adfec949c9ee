import {
  ZArrangement,
  ZArrangementAbort,
  ZArrangementHandle,
  ZArrangementReport,
  ZArrangementReview,
  ZConfirmation,
  ZIdParams,
  ZProposalAnswer,
  ZProposalCreate,
  ZEmptyBody,
} from '@spona/contracts';
import { changeArrangement, type ArrangementChangeInput } from '../../domain/arrangements/changeArrangement';
import { answerProposal, proposeTerms } from '../../domain/arrangements/proposals';
import { acceptEmptyJsonBody } from '../../http/emptyJsonBody';
import type { App } from '../../http/types';
import { requireUser } from '../../plugins/auth';
import { ROUTE_LIMITS } from '../../plugins/rateLimit';
import { createChangeAnswer } from './answerChange';
import { createAnnouncer, type MessengerDeps } from '../../realtime/announcer';

/**
 * SPEC §7 Arrangements management: every operation goes through the one state machine
 * (domain/arrangements/transition.ts) in changeArrangement. Participants get the arrangement as they
 * now see it; anyone else gets 404. Both participants get ArrangementEvent CHANGED after the commit.
 */
export async function managementRoutes(app: App, deps: MessengerDeps) {
  const { db } = deps.database;
  const announce = createAnnouncer(deps, app.log);
  // SPEC §7: keep and open are called with an empty body, a JSON content type or not.
  acceptEmptyJsonBody(app);
  app.addHook('onClose', () => announce.drain());

  const { present, answer } = createChangeAnswer(db, announce);

  const run = async (input: ArrangementChangeInput) => {
    const change = await changeArrangement(db, input);
    return change.isChanged ? answer(change, input.userId) : present(change.arrangement, input.userId);
  };

  const withId = { params: ZIdParams, response: { 200: ZArrangement } };
  const config = { rateLimit: ROUTE_LIMITS.arrangementChange };

  app.post(
    '/management/handle/:id',
    { config, schema: { ...withId, body: ZArrangementHandle } },
    async (request) =>
      run({
        arrangementId: request.params.id,
        userId: requireUser(request).id,
        operation: request.body.action,
        // SPEC §4: the decline explanation goes into the thread.
        text: request.body.action === 'DECLINE' ? request.body.data?.message : undefined,
      }),
  );

  app.post(
    '/management/review/:id',
    { config, schema: { ...withId, body: ZArrangementReview } },
    async (request) =>
      run({
        arrangementId: request.params.id,
        userId: requireUser(request).id,
        operation: 'REVIEW_OR_COMPLETE',
        review: request.body,
      }),
  );

  app.post(
    '/management/abort/:id',
    { config, schema: { ...withId, body: ZArrangementAbort } },
    async (request) =>
      run({
        arrangementId: request.params.id,
        userId: requireUser(request).id,
        operation: 'ABORT',
        text: request.body.reason,
      }),
  );

  app.post('/management/keep/:id', { config, schema: { ...withId, body: ZEmptyBody } }, async (request) =>
    run({ arrangementId: request.params.id, userId: requireUser(request).id, operation: 'KEEP' }),
  );

  // Issue 16: counter-offers. Either party proposes new terms while REQUESTED or IN_PROGRESS ...
  app.post(
    '/management/propose/:id',
    { config, schema: { ...withId, body: ZProposalCreate } },
    async (request) => {
      const userId = requireUser(request).id;
      const change = await proposeTerms(db, {
        arrangementId: request.params.id,
        userId,
        terms: request.body.terms,
        message: request.body.message,
      });
      return answer(change, userId);
    },
  );

  // ... and the other party accepts (the arrangement takes the terms) or declines them.
  app.post(
    '/management/proposal/:id',
    { config, schema: { ...withId, body: ZProposalAnswer } },
    async (request) => {
      const userId = requireUser(request).id;
      const change = await answerProposal(db, {
        arrangementId: request.params.id,
        userId,
        action: request.body.action,
        message: request.body.message,
      });
      return answer(change, userId);
    },
  );

  app.post(
    '/management/report/:id',
    {
      config: { rateLimit: ROUTE_LIMITS.arrangementReport },
      schema: { params: ZIdParams, body: ZArrangementReport, response: { 200: ZConfirmation } },
    },
    async (request) => {
      await changeArrangement(db, {
        arrangementId: request.params.id,
        userId: requireUser(request).id,
        operation: 'REPORT',
        report: request.body,
      });
      return { message: request.t('arrangements.reported') };
    },
  );
}
