import type { TOffer, TUserType } from '@spona/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/currentUser';
import { ArrangeDialog } from '../components/ArrangeDialog';
import { findArrangeRefusal, findRequestableOfferType, type TArrangeRefusal } from '../lib/arrangePolicy';

interface ArrangeOwner {
  id: number;
  type: TUserType;
  first_name: string;
  last_name: string;
  offers: TOffer[];
}

export interface ArrangeDialogControl {
  /** Why the viewer may not send a request to this owner; null when they may. */
  refusal: TArrangeRefusal | null;
  /** 'View as other': the buttons show as others see them, but do nothing for the owner. */
  isPreview: boolean;
  /** The owner's offers or services the viewer may request. */
  requestableOffers: TOffer[];
  open: (offerId?: number) => void;
  /** The label of an offer card's request button. */
  requestLabel: string;
  /** The dialog element, to render once. */
  dialog: ReactNode;
}

/** The arrange dialog of a public profile: who may request what, and the dialog itself (SPEC §2, §6). */
export function useArrangeDialog(owner: ArrangeOwner, { isPreview = false } = {}): ArrangeDialogControl {
  const { t } = useTranslation('messenger');
  const viewer = useCurrentUser();
  const [openOfferId, setOpenOfferId] = useState<number | null | undefined>(undefined);
  const ownerOfferType = owner.type === 'INFLUENCER' ? 'INFLUENCER_OFFER' : 'ADVERTISER_OFFER';
  const refusal = isPreview ? null : viewer ? findArrangeRefusal(viewer, owner.id, ownerOfferType) : 'OWN';
  const requestableOffers = isPreview
    ? owner.offers
    : viewer && refusal === null
      ? owner.offers.filter((offer) => offer.type === findRequestableOfferType(viewer.type))
      : [];

  return {
    refusal,
    isPreview,
    requestableOffers,
    open: (offerId) => {
      if (!isPreview) setOpenOfferId(offerId ?? null);
    },
    requestLabel: t('arrange.sendRequest'),
    dialog:
      openOfferId !== undefined && requestableOffers.length > 0 ? (
        <ArrangeDialog
          isOpen
          offers={requestableOffers}
          initialOfferId={openOfferId}
          ownerId={owner.id}
          ownerName={`${owner.first_name} ${owner.last_name}`}
          onClose={() => setOpenOfferId(undefined)}
        />
      ) : null,
  };
}
