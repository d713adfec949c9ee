import {
  ZOfferCreate,
  type TCompensationKind,
  type TGender,
  type TOffer,
  type TOfferStatus,
  type TUserType,
} from '@spona/contracts';
import { schemaValidator, type FieldErrors } from '../../../lib/formErrors';

type NumberValue = number | string;

/** The add/edit offer form as typed; numbers are '' while empty. */
export interface OfferFormValues {
  name: string;
  description: string;
  description_en: string;
  /** 'As agreed' (SPEC §3): no price. */
  isPriceAgreed: boolean;
  price: NumberValue;
  categories: string[];
  gender: TGender | null;
  age_from: NumberValue;
  age_to: NumberValue;
  location_id: string | null;
  city: string;
  followers_from: NumberValue;
  followers_to: NumberValue;
  engagement_from: NumberValue;
  engagement_to: NumberValue;
  influencers_needed: NumberValue;
  compensationKind: TCompensationKind | 'NONE';
  amount: NumberValue;
  show_amount: boolean;
  giveaway: string;
  status: TOfferStatus;
  /** YYYY-MM-DD of a date input. */
  starts_at: string;
  ends_at: string;
}

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const numberOf = (value: number | null | undefined): NumberValue => value ?? '';

export function offerFormValues(offer: TOffer | null): OfferFormValues {
  const t = offer?.targeting;
  const compensation = offer?.compensation ?? null;
  return {
    name: offer?.name ?? '',
    description: offer?.description ?? '',
    description_en: offer?.description_en ?? '',
    isPriceAgreed: offer ? offer.price === null : false,
    price: numberOf(offer?.price),
    categories: offer?.categories.map((c) => String(c.id)) ?? [],
    gender: t?.gender ?? null,
    age_from: numberOf(t?.age_from),
    age_to: numberOf(t?.age_to),
    location_id: t?.location_id ? String(t.location_id) : null,
    city: t?.city ?? '',
    followers_from: numberOf(t?.followers_from),
    followers_to: numberOf(t?.followers_to),
    engagement_from: numberOf(t?.engagement_from),
    engagement_to: numberOf(t?.engagement_to),
    influencers_needed: offer?.influencers_needed ?? 1,
    compensationKind: compensation?.kind ?? 'NONE',
    amount: compensation?.kind === 'MONEY' ? numberOf(compensation.amount) : '',
    show_amount: compensation?.kind === 'MONEY' ? compensation.show_amount : true,
    giveaway: compensation?.kind === 'GIVEAWAY' ? compensation.description : '',
    status: offer?.status ?? 'ACTIVE',
    starts_at: dateOf(offer?.starts_at ?? null),
    ends_at: dateOf(offer?.ends_at ?? null),
  };
}

const toNumber = (value: NumberValue) => (value === '' ? null : Number(value));

/** A date input's day as the start or the end of that day in the user's time zone. */
function toIso(day: string, edge: 'start' | 'end'): string | null {
  if (!day) return null;
  const date = new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59'}`);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}

/**
 * SPEC §7 POST offers body (also PUT offers/{id}): a creator's service or an advertiser's ad. A service
 * has a price only (issue 18): no targeting, one creator, no compensation beside its price — also when
 * an older service had them.
 */
export function buildOfferBody(values: OfferFormValues, ownerType: TUserType) {
  const isService = ownerType === 'INFLUENCER';
  const compensation = isService
    ? null
    : values.compensationKind === 'MONEY'
      ? {
          kind: 'MONEY' as const,
          amount: toNumber(values.amount) ?? Number.NaN,
          show_amount: values.show_amount,
        }
      : values.compensationKind === 'GIVEAWAY'
        ? { kind: 'GIVEAWAY' as const, description: values.giveaway }
        : null;
  return {
    name: values.name,
    description: values.description.trim() || null,
    description_en: values.description_en.trim() || null,
    type: ownerType === 'INFLUENCER' ? ('INFLUENCER_OFFER' as const) : ('ADVERTISER_OFFER' as const),
    price: values.isPriceAgreed ? null : (toNumber(values.price) ?? Number.NaN),
    categories: values.categories.map(Number),
    targeting: isService
      ? {}
      : {
          gender: values.gender,
          age_from: toNumber(values.age_from),
          age_to: toNumber(values.age_to),
          location_id: values.location_id === null ? null : Number(values.location_id),
          city: values.city.trim() || null,
          followers_from: toNumber(values.followers_from),
          followers_to: toNumber(values.followers_to),
          engagement_from: toNumber(values.engagement_from),
          engagement_to: toNumber(values.engagement_to),
        },
    influencers_needed: isService ? 1 : (toNumber(values.influencers_needed) ?? 1),
    compensation,
    status: values.status,
    starts_at: toIso(values.starts_at, 'start'),
    ends_at: toIso(values.ends_at, 'end'),
  };
}

/**
 * The form field that shows an error of the body's dotted path (`targeting.age_to` shows at `age_to`),
 * for the schema's issues and the server's field errors alike.
 */
export function offerFieldOf(path: string, values: Pick<OfferFormValues, 'compensationKind'>): string {
  if (path === 'compensation.description') return 'giveaway';
  if (path === 'compensation' || path === 'compensation.amount') {
    return values.compensationKind === 'GIVEAWAY' ? 'giveaway' : 'amount';
  }
  return path.replace(/^targeting\./, '');
}

/**
 * An empty required number (the price, the money's amount) is sent as NaN, which the schema calls a
 * value of the wrong type; for the form's messages it is missing, so the field says it is required.
 */
function withEmptyNumbersMissing(body: ReturnType<typeof buildOfferBody>) {
  const isEmpty = (value: number | null | undefined) => typeof value === 'number' && Number.isNaN(value);
  return {
    ...body,
    price: isEmpty(body.price) ? undefined : body.price,
    compensation:
      body.compensation?.kind === 'MONEY' && isEmpty(body.compensation.amount)
        ? { ...body.compensation, amount: undefined }
        : body.compensation,
  };
}

/** The form's errors by field, from the shared schema of SPEC §7 POST offers. */
export function validateOfferForm(values: OfferFormValues, ownerType: TUserType): FieldErrors {
  return schemaValidator(ZOfferCreate, {
    toInput: () => withEmptyNumbersMissing(buildOfferBody(values, ownerType)),
    fieldOf: (path) => offerFieldOf(path, values),
  })(values);
}
