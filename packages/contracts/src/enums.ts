import { z } from 'zod';

/** SPEC §1: interface languages. */
export const LOCALES = ['hr', 'en'] as const;
export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

/** SPEC §1: two account types that cannot be switched. */
export const USER_TYPES = ['INFLUENCER', 'ADVERTISER'] as const;
export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;

/** SPEC §3: User gender. */
export const GENDERS = ['FEMALE', 'MALE', 'NEUTRAL', 'NOT_SAYING', 'ANY'] as const;
export const ZGender = z.enum(GENDERS);
export type TGender = z.infer<typeof ZGender>;

/** SPEC §3 and §9: offer types. */
export const OFFER_TYPES = ['INFLUENCER_OFFER', 'ADVERTISER_OFFER'] as const;
export const ZOfferType = z.enum(OFFER_TYPES);
export type TOfferType = z.infer<typeof ZOfferType>;

/** SPEC §4: offer activity (STOPPED is 'not active'). */
export const OFFER_STATUSES = ['ACTIVE', 'PAUSED', 'STOPPED'] as const;
export const ZOfferStatus = z.enum(OFFER_STATUSES);
export type TOfferStatus = z.infer<typeof ZOfferStatus>;

/** SPEC §3: compensation is money or a giveaway. */
export const COMPENSATION_KINDS = ['MONEY', 'GIVEAWAY'] as const;
export const ZCompensationKind = z.enum(COMPENSATION_KINDS);
export type TCompensationKind = z.infer<typeof ZCompensationKind>;

/** SPEC §4: arrangement statuses; REQUESTED and IN_PROGRESS are active. */
export const ARRANGEMENT_STATUSES = [
  'REQUESTED',
  'IN_PROGRESS',
  'COMPLETED',
  'ABORTED',
  'DECLINED',
  'CANCELED',
] as const;
export const ZArrangementStatus = z.enum(ARRANGEMENT_STATUSES);
export type TArrangementStatus = z.infer<typeof ZArrangementStatus>;
export const ACTIVE_ARRANGEMENT_STATUSES: readonly TArrangementStatus[] = ['REQUESTED', 'IN_PROGRESS'];

/** SPEC §4: request handling actions. */
export const ARRANGEMENT_ACTIONS = ['ACCEPT', 'DECLINE', 'CANCEL'] as const;
export const ZArrangementAction = z.enum(ARRANGEMENT_ACTIONS);
export type TArrangementAction = z.infer<typeof ZArrangementAction>;

/** SPEC §3 and §4: social account verification states. */
export const SOCIAL_VERIFICATION_STATES = ['UNVERIFIED', 'IN_PROGRESS', 'VERIFIED', 'DELETING'] as const;
export const ZSocialVerification = z.enum(SOCIAL_VERIFICATION_STATES);
export type TSocialVerification = z.infer<typeof ZSocialVerification>;

/** SPEC §3: portfolio item types. */
export const PORTFOLIO_ITEM_TYPES = ['SOCIAL_POST', 'BLOG_POST', 'IMAGE', 'LINK'] as const;
export const ZPortfolioItemType = z.enum(PORTFOLIO_ITEM_TYPES);
export type TPortfolioItemType = z.infer<typeof ZPortfolioItemType>;

/** Message kinds: what users write, and what the system writes when an arrangement changes. */
export const MESSAGE_TYPES = ['TEXT', 'SYSTEM'] as const;
export const ZMessageType = z.enum(MESSAGE_TYPES);
export type TMessageType = z.infer<typeof ZMessageType>;

/** SPEC §3: location ids 1..6. */
export const LOCATION_IDS = [1, 2, 3, 4, 5, 6] as const;
