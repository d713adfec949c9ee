import { Input, Rating } from '@mantine/core';
import { REVIEW_RATING_BOUNDS, type TArrangement } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { reviewArrangement } from '../api/messengerApi';
import { formatPersonName } from '../lib/arrangementDisplay';
import { ActionDialog } from './ActionDialog';

interface RateDialogProps {
  isOpen: boolean;
  arrangement: TArrangement;
  /** Completing (the arrangement is in progress) or only rating (the other party completed it). */
  isCompleting: boolean;
  onClose: () => void;
  run: (action: () => Promise<unknown>) => Promise<void>;
}

/** SPEC §2 complete-and-rate dialog: 1 to 5 stars and a comment. */
export function RateDialog({ isOpen, arrangement, isCompleting, onClose, run }: RateDialogProps) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  const [rating, setRating] = useState(0);
  const name = formatPersonName(arrangement.other_party);

  return (
    <ActionDialog
      isOpen={isOpen}
      title={t(isCompleting ? 'dialogs.rate.completeTitle' : 'dialogs.rate.reviewTitle')}
      description={t('dialogs.rate.text', { name })}
      textLabel={t('dialogs.rate.comment')}
      submitLabel={t(isCompleting ? 'dialogs.rate.completeSubmit' : 'dialogs.rate.reviewSubmit')}
      submitColor="violet"
      validate={() => (rating < REVIEW_RATING_BOUNDS.min ? t('dialogs.rate.ratingRequired') : null)}
      onClose={() => {
        setRating(0);
        onClose();
      }}
      onSubmit={async (comment) => {
        await run(() => reviewArrangement(arrangement.id, { rating, comment: comment || null }));
        snackbar.show(t(isCompleting ? 'snack.completed' : 'snack.reviewed'), { type: 'success' });
        setRating(0);
      }}
    >
      <Input.Wrapper label={t('dialogs.rate.rating')} required id={`rating-${arrangement.id}`}>
        <Rating
          value={rating}
          onChange={setRating}
          count={REVIEW_RATING_BOUNDS.max}
          size="lg"
          aria-label={t('dialogs.rate.rating')}
          getSymbolLabel={(value) => t('dialogs.rate.stars', { count: value })}
        />
      </Input.Wrapper>
    </ActionDialog>
  );
}
