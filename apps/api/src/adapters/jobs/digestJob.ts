import type { FastifyBaseLogger } from 'fastify';
import type { TLocale } from '@spona/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  claimDueDigests,
  composeDigest,
  digestSize,
  findDigestLabels,
  markDigestSent,
  type Digest,
} from '../../domain/savedSearches/digest';
import { pushToUser } from '../../domain/push/pushParticipant';
import { translate } from '../../i18n';
import { renderDigestMail, type DigestSection } from '../mail/digestMail';
import type { Mailer } from '../mail/mailer';
import type { PushSender } from '../push/pushSender';
import type { Job } from './scheduler';

/** Issue 20: due digests are looked for every 15 minutes, a batch of users at a time. */
const DIGEST_JOB_EVERY_MS = 15 * 60_000;
const DIGEST_BATCH = 200;

export type DigestJobDeps = {
  database: Database;
  mailer: Mailer;
  pushSender: PushSender;
  config: Pick<Config, 'publicUrl' | 'supportEmail'>;
};

/**
 * The unsubscribe link of a token: the web app's page, which turns the alerts off without signing
 * in (POST saved-searches/unsubscribe/{token}) and says so; a mail scanner fetching it changes nothing.
 */
export const unsubscribeLink = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;

/** The digest's sections in the user's language: saved searches, recommendations, reminders. */
async function sectionsOf(deps: DigestJobDeps, digest: Digest, locale: TLocale): Promise<DigestSection[]> {
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(locale, `mail.digest.${key}`, vars);
  const labels = await findDigestLabels(deps.database.db, digest);
  const label = (kind: 'offers' | 'creators', id: number) =>
    (kind === 'offers' ? labels.offers : labels.creators).get(id) ?? `#${id}`;
  const sections: DigestSection[] = digest.searches.map(({ search, ids }) => ({
    heading: t(search.kind === 'offers' ? 'searchOffers' : 'searchCreators', {
      name: search.name ?? t('unnamedSearch'),
    }),
    lines: ids.map((id) => label(search.kind, id)),
  }));
  if (digest.recommendedOffers.length > 0) {
    sections.push({
      heading: t('recommendedOffers'),
      lines: digest.recommendedOffers.map((id) => label('offers', id)),
    });
  }
  if (digest.recommendedCreators.length > 0) {
    sections.push({
      heading: t('recommendedCreators'),
      lines: digest.recommendedCreators.map((id) => label('creators', id)),
    });
  }
  const { expiringRequests, pendingDeliveries } = digest.reminders;
  if (expiringRequests + pendingDeliveries > 0) {
    sections.push({
      heading: t('reminders'),
      lines: [
        ...(expiringRequests > 0 ? [t('expiringRequests', { count: expiringRequests })] : []),
        ...(pendingDeliveries > 0 ? [t('pendingDeliveries', { count: pendingDeliveries })] : []),
      ],
    });
  }
  return sections;
}

/**
 * Sends one digest: by mail unless the user turned email notifications off or unsubscribed the digest,
 * and by push to their browsers unless they turned push off (pushToUser); in their language.
 */
async function deliverDigest(deps: DigestJobDeps, digest: Digest, size: number): Promise<void> {
  const { user } = digest;
  const locale = user.preferredLanguage;
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    translate(locale, `mail.digest.${key}`, vars);
  const dashboard = `${deps.config.publicUrl}/dashboard`;
  if (user.notifyEmail && !digest.mailOff) {
    const unsubscribe = [
      ...digest.searches.map(({ search }) => {
        const link = unsubscribeLink(deps.config.publicUrl, search.unsubscribeToken);
        return { label: t('unsubscribeSearch', { name: search.name ?? t('unnamedSearch'), link }), link };
      }),
      (() => {
        const link = unsubscribeLink(deps.config.publicUrl, digest.unsubscribeToken);
        return { label: t('unsubscribeAll', { link }), link };
      })(),
    ];
    await deps.mailer.send(
      renderDigestMail({
        locale,
        to: user.email,
        name: user.firstName,
        sections: await sectionsOf(deps, digest, locale),
        link: dashboard,
        unsubscribe,
        supportEmail: deps.config.supportEmail,
      }),
    );
  }
  await pushToUser({ db: deps.database.db, sender: deps.pushSender }, user.id, async (pushLocale) => ({
    type: 'DIGEST',
    title: translate(pushLocale, 'mail.digest.pushTitle'),
    body: translate(pushLocale, 'mail.digest.pushBody', { count: size }),
    url: '/dashboard',
    arrangement_id: 0,
    tag: 'digest',
  }));
}

/**
 * Issue 20: the daily digest job. Each run claims the users whose digest is due (at most one a day),
 * composes each one's digest (new matches of saved searches, recommendations and reminders by their
 * preferences), sends it when there is anything in it, and marks what it told. A digest that failed
 * to go out is logged and not marked, so its matches stay new for the next one. Answers how many
 * digests were sent.
 */
export function digestJob(deps: DigestJobDeps, log: FastifyBaseLogger): Job {
  const { db } = deps.database;
  return {
    name: 'send-digests',
    everyMs: DIGEST_JOB_EVERY_MS,
    run: async (now = new Date()) => {
      let sent = 0;
      // One user's failure is theirs alone: the others of the batch still get their digest.
      for (const userId of await claimDueDigests(db, now, DIGEST_BATCH)) {
        try {
          const digest = await composeDigest(db, userId, now);
          const size = digest ? digestSize(digest) : 0;
          if (!digest || size === 0) continue;
          await deliverDigest(deps, digest, size);
          await markDigestSent(db, digest, now);
          sent += 1;
        } catch (err) {
          log.error({ err, userId }, 'digest not sent');
        }
      }
      return sent;
    },
  };
}
