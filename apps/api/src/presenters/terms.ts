import type { TTerms } from '@spona/contracts';
import type { ArrangementRow } from '../domain/arrangements/findArrangements';

type TermsColumns = Pick<
  ArrangementRow,
  'compensationKind' | 'compensationAmount' | 'compensationDescription' | 'deadline' | 'deliverables'
>;

/** Issue 16: the terms of an arrangement or of a counter-offer (the same columns on both rows). */
export function presentTerms(row: TermsColumns): TTerms {
  const compensation =
    row.compensationKind === 'MONEY'
      ? { kind: 'MONEY' as const, amount: row.compensationAmount ?? 0 }
      : row.compensationKind === 'GIVEAWAY'
        ? { kind: 'GIVEAWAY' as const, description: row.compensationDescription ?? '' }
        : null;
  return { compensation, deadline: row.deadline, deliverables: row.deliverables };
}
