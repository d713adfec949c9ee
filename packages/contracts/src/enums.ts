import { z } from 'zod';
import {
  LOCALES,
  USER_TYPES,
  GENDERS,
  OFFER_TYPES,
  OFFER_STATUSES,
  COMPENSATION_KINDS,
  ARRANGEMENT_STATUSES,
  ARRANGEMENT_ACTIONS,
  SOCIAL_VERIFICATION_STATES,
  PORTFOLIO_ITEM_TYPES,
  MESSAGE_TYPES,
} from './enumValues';

export * from './enumValues';

export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;

export const ZGender = z.enum(GENDERS);
export type TGender = z.infer<typeof ZGender>;

export const ZOfferType = z.enum(OFFER_TYPES);
export type TOfferType = z.infer<typeof ZOfferType>;

export const ZOfferStatus = z.enum(OFFER_STATUSES);
export type TOfferStatus = z.infer<typeof ZOfferStatus>;

export const ZCompensationKind = z.enum(COMPENSATION_KINDS);
export type TCompensationKind = z.infer<typeof ZCompensationKind>;

export const ZArrangementStatus = z.enum(ARRANGEMENT_STATUSES);
export type TArrangementStatus = z.infer<typeof ZArrangementStatus>;

export const ZArrangementAction = z.enum(ARRANGEMENT_ACTIONS);
export type TArrangementAction = z.infer<typeof ZArrangementAction>;

export const ZSocialVerification = z.enum(SOCIAL_VERIFICATION_STATES);
export type TSocialVerification = z.infer<typeof ZSocialVerification>;

export const ZPortfolioItemType = z.enum(PORTFOLIO_ITEM_TYPES);
export type TPortfolioItemType = z.infer<typeof ZPortfolioItemType>;

export const ZMessageType = z.enum(MESSAGE_TYPES);
export type TMessageType = z.infer<typeof ZMessageType>;
