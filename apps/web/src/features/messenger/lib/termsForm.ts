import {
  issueMessage,
  ZTermsInput,
  type TArrangementCompensation,
  type TOffer,
  type TTerms,
  type TTermsInput,
} from '@spona/contracts';
import { translateApiMessage, type FieldErrors } from '../../../lib/formErrors';
import type { Translate } from './termsDisplay';

/**
 * Issue 16: the terms as a form edits them (the request dialog, a counter-offer): money in EUR or a
 * giveaway with its description, an optional deadline (the date input's YYYY-MM-DD, '' for none) and
 * the deliverables, one line each.
 */
export interface TermsValues {
  compensationKind: 'MONEY' | 'GIVEAWAY';
  /** '' leaves the amount 'as agreed'. */
  amount: number | '';
  giveaway: string;
  deadline: string;
  deliverables: string[];
}

/** The form's start from terms as the API answers them (a counter-offer starts from the current terms). */
export function termsValuesOf(terms: TTerms): TermsValues {
  const compensation = terms.compensation;
  return {
    compensationKind: compensation?.kind ?? 'MONEY',
    amount: compensation?.kind === 'MONEY' ? compensation.amount : '',
    giveaway: compensation?.kind === 'GIVEAWAY' ? compensation.description : '',
    deadline: terms.deadline ?? '',
    deliverables: terms.deliverables.length > 0 ? [...terms.deliverables] : [''],
  };
}

/** SPEC §2 and §3: a request's terms start from the offer's compensation (or price); no deadline yet. */
export function termsValuesOfOffer(offer: TOffer | undefined): TermsValues {
  const compensation = offer?.compensation;
  if (compensation?.kind === 'GIVEAWAY') {
    return termsValuesOf({ compensation, deadline: null, deliverables: [] });
  }
  const amount = compensation?.kind === 'MONEY' ? (compensation.amount ?? offer?.price) : offer?.price;
  return termsValuesOf({
    compensation: amount === null || amount === undefined ? null : { kind: 'MONEY', amount },
    deadline: null,
    deliverables: [],
  });
}

/** The compensation the form sets; an empty amount is 'as agreed' (null). */
function compensationOf(values: TermsValues): TArrangementCompensation | null {
  if (values.compensationKind === 'GIVEAWAY') {
    return { kind: 'GIVEAWAY', description: values.giveaway.trim() };
  }
  return values.amount === '' ? null : { kind: 'MONEY', amount: values.amount };
}

/** The terms the form sends (ZTermsInput); empty deliverable lines are left out. */
export function toTermsInput(values: TermsValues): TTermsInput {
  return {
    compensation: compensationOf(values),
    deadline: values.deadline === '' ? null : values.deadline,
    deliverables: values.deliverables.map((line) => line.trim()).filter((line) => line !== ''),
  };
}

/** The form field of a terms issue (`compensation.description` → `giveaway`). */
function termsFieldOf(path: string): string {
  if (path.startsWith('compensation.description')) return 'giveaway';
  if (path.startsWith('compensation')) return 'amount';
  // Empty lines are left out of what is sent, so a line's index is not the field's: the list says it.
  if (path.startsWith('deliverables')) return 'deliverables';
  return path;
}

/** The API's keys of the terms (`arrangements.*`) the form can meet, with their texts in the messenger's catalogue. */
const TERMS_ISSUE_KEYS = [
  'compensation',
  'giveawayRequired',
  'deadline',
  'deliverable',
  'deliverables',
  'tooManyDeliverables',
  'tooLong',
];

/**
 * Validates the terms of a form by the contract (ZTermsInput). The issues of the terms are
 * `arrangements.*` keys of the API's catalogue; their texts are repeated in the messenger's
 * (`termsErrors`), because importing that part of api.json into the lazy catalogue would make the
 * whole file a chunk shared with the first route's (over the bundle budget); the generic ones
 * (`validation.*`) are the API's as everywhere.
 */
export function validateTerms(values: TermsValues, t: Translate): FieldErrors {
  const issues = ZTermsInput.safeParse(toTermsInput(values)).error?.issues ?? [];
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = termsFieldOf(issue.path.map(String).join('.'));
    if (errors[field] !== undefined) continue;
    const { key, values: vars } = issueMessage(issue);
    const name = key.replace(/^arrangements\./, '');
    errors[field] =
      name !== key && TERMS_ISSUE_KEYS.includes(name)
        ? t(`messenger:termsErrors.${name}`, vars)
        : translateApiMessage(key, vars);
  }
  return errors;
}

/** The server's name of a terms field → the form's (`terms.compensation.amount` → `amount`). */
export function termsFormFieldOf(field: string): string {
  return termsFieldOf(field.replace(/^terms\./, ''));
}
