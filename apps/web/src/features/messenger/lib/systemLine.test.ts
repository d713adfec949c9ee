// @vitest-environment jsdom
import '../../../test/setupDom';
import type { TMessage } from '@spona/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { describeSystemLine } from './systemLine';
import type { Translate } from './termsDisplay';

const NAMES: Record<number, string> = { 12: 'Ana', 40: 'Luka' };

function line(content: string, data: TMessage['data'] = null, sender: number | null = 12): TMessage {
  return {
    id: 1,
    type: 'SYSTEM',
    sender,
    receiver: 40,
    arrangement: 5,
    content,
    message_key: null,
    created_at: '2026-11-21T10:00:00.000Z',
    attachments: [],
    seen_at: null,
    data,
  };
}

async function describeIn(locale: 'en' | 'hr', message: TMessage) {
  await i18n.changeLanguage(locale);
  const t = i18n.t.bind(i18n) as unknown as Translate;
  // Normalise the non-breaking spaces Intl puts in amounts and dates.
  return describeSystemLine(message, { t, locale, nameOf: (id) => (id ? NAMES[id] : undefined) }).replace(
    /\u00a0|\u202f/g,
    ' ',
  );
}

const TERMS = {
  compensation: { kind: 'MONEY' as const, amount: 220 },
  deadline: '2026-12-12',
  deliverables: [],
};

describe('system lines of the thread', () => {
  it('says who proposed which terms, in each language', async () => {
    const proposal = line('PROPOSAL_MADE', { event: 'PROPOSAL_MADE', terms: TERMS });
    const year = new Date().getUTCFullYear() === 2026 ? '' : ' 2026';
    expect(await describeIn('en', proposal)).toBe(`Ana proposed €220 and a deadline of 12 Dec${year}.`);
    expect(await describeIn('hr', proposal)).toMatch(/^Ana predlaže 220 € i rok 12\. pro/);
  });

  it('names a giveaway and the deliverables, and an acceptance with its terms', async () => {
    const terms = {
      compensation: { kind: 'GIVEAWAY' as const, description: 'a hoodie' },
      deadline: null,
      deliverables: ['1 Reel', '3 stories'],
    };
    const accepted = line('PROPOSAL_ACCEPTED', { event: 'PROPOSAL_ACCEPTED', terms }, 40);
    expect(await describeIn('en', accepted)).toBe(
      'Luka accepted the new terms: a giveaway (a hoodie) and 2 deliverables.',
    );
    expect(await describeIn('hr', accepted)).toBe(
      'Luka prihvaća nove uvjete: poklon (a hoodie) i 2 stavke isporuke.',
    );
  });

  it.each([
    ['PROPOSAL_DECLINED', null, 'Ana declined the proposed terms.'],
    ['DELIVERY_SENT', { event: 'DELIVERY_SENT' as const, delivery_id: 3 }, 'Ana submitted a delivery.'],
    [
      'DELIVERY_REVISION',
      { event: 'DELIVERY_REVISION' as const, note: 'Brighter colours, please.' },
      'Ana asked for a revision: Brighter colours, please.',
    ],
    ['DELIVERY_APPROVED', null, 'Ana approved the delivery.'],
    ['DELIVERY_AUTO_APPROVED', null, 'The delivery was approved automatically.'],
    ['EXPIRED', null, 'The request expired unanswered.'],
    ['IN_PROGRESS', null, 'Request accepted. The collaboration is in progress.'],
  ])('describes %s', async (content, data, expected) => {
    expect(await describeIn('en', line(content, data))).toBe(expected);
  });

  it('falls back to "Someone" when the sender is unknown, and to the content for an unknown line', async () => {
    expect(await describeIn('en', line('DELIVERY_SENT', null, null))).toBe('Someone submitted a delivery.');
    expect(await describeIn('en', line('SOMETHING_NEW'))).toBe('SOMETHING_NEW');
  });
});
