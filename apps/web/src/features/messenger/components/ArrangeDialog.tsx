import { Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasVisibleText,
  MESSAGE_MAX_LENGTH,
  OFFER_MAX_PRICE_EUR,
  type TArrangementCompensation,
  type TOffer,
} from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/Dialog';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { createArrangement, messengerKeys } from '../api/messengerApi';
import { describeRefusal, isMessageKeyRefused } from '../lib/describeRefusal';
import { generateMessageKey } from '../lib/messageKey';
import { SystemErrorDialog } from './SystemErrorDialog';

interface ArrangeDialogProps {
  isOpen: boolean;
  /** The offers or services the viewer may request from this owner. */
  offers: TOffer[];
  initialOfferId: number | null;
  ownerId: number;
  ownerName: string;
  onClose: () => void;
}

/** SPEC §2 and §3: the compensation the offer proposes, as the form starts with it. */
function findInitialCompensation(offer: TOffer | undefined): { amount: number | ''; giveaway: string } {
  const compensation = offer?.compensation;
  if (compensation?.kind === 'GIVEAWAY') return { amount: '', giveaway: compensation.description };
  const amount = compensation?.kind === 'MONEY' ? (compensation.amount ?? offer?.price) : offer?.price;
  return { amount: amount ?? '', giveaway: '' };
}

function buildCompensation(
  offer: TOffer,
  amount: number | '',
  giveaway: string,
): TArrangementCompensation | null {
  if (offer.compensation?.kind === 'GIVEAWAY') {
    return giveaway.trim() ? { kind: 'GIVEAWAY', description: giveaway.trim() } : null;
  }
  return amount === '' ? null : { kind: 'MONEY', amount };
}

/**
 * The arrange dialog (SPEC §2 'arrange (send request)'): the offer, the required message (SPEC §5) and
 * the compensation prefilled from the offer. One message key per submission of the dialog, so a retry
 * after a failure cannot create a second arrangement.
 */
export function ArrangeDialog({
  isOpen,
  offers,
  initialOfferId,
  ownerId,
  ownerName,
  onClose,
}: ArrangeDialogProps) {
  const { t } = useTranslation('messenger');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const firstOffer = offers.find((offer) => offer.offer_id === initialOfferId) ?? offers[0];
  const [offerId, setOfferId] = useState<number | undefined>(firstOffer?.offer_id);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | ''>(() => findInitialCompensation(firstOffer).amount);
  const [giveaway, setGiveaway] = useState(() => findInitialCompensation(firstOffer).giveaway);
  const [messageKey, setMessageKey] = useState(generateMessageKey);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const offer = offers.find((item) => item.offer_id === offerId);

  const chooseOffer = (value: string | null) => {
    const next = offers.find((item) => String(item.offer_id) === value);
    if (!next) return;
    setOfferId(next.offer_id);
    const initial = findInitialCompensation(next);
    setAmount(initial.amount);
    setGiveaway(initial.giveaway);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!offer) return;
    const content = message.trim();
    if (!hasVisibleText(content)) {
      setMessageError(t('arrange.messageRequired'));
      return;
    }
    setIsSubmitting(true);
    try {
      const arrangement = await createArrangement({
        user_id: ownerId,
        offer_id: offer.offer_id,
        content,
        message_key: messageKey,
        type: offer.type,
        compensation: buildCompensation(offer, amount, giveaway),
      });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: messengerKeys.lists() });
      onClose();
      await navigate(`/messenger/${arrangement.id}`);
    } catch (error) {
      // The same submission keeps its key, so a retry cannot create a second arrangement.
      if (isMessageKeyRefused(error)) setMessageKey(generateMessageKey());
      setFailure({ detail: describeRefusal(error) });
    } finally {
      setIsSubmitting(false);
    }
  };

  const isGiveaway = offer?.compensation?.kind === 'GIVEAWAY';

  return (
    <>
      <Dialog
        opened={isOpen}
        onClose={() => !isSubmitting && onClose()}
        title={t('arrange.title', { name: ownerName })}
        centered
        size="lg"
      >
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('arrange.intro')}</Text>
            <Select
              label={t('arrange.offer')}
              data={offers.map((item) => ({ value: String(item.offer_id), label: item.name }))}
              value={offerId === undefined ? null : String(offerId)}
              onChange={chooseOffer}
              allowDeselect={false}
              required
            />
            <Textarea
              label={t('arrange.message')}
              description={t('arrange.messageHint')}
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={MESSAGE_MAX_LENGTH}
              value={message}
              error={messageError}
              data-autofocus
              onChange={(event) => {
                setMessage(event.currentTarget.value);
                if (messageError) setMessageError(null);
              }}
            />
            {isGiveaway ? (
              <Textarea
                label={t('arrange.giveaway')}
                autosize
                minRows={2}
                value={giveaway}
                onChange={(event) => setGiveaway(event.currentTarget.value)}
              />
            ) : (
              <NumberInput
                label={t('arrange.amount')}
                description={t('arrange.amountHint')}
                min={0}
                max={OFFER_MAX_PRICE_EUR}
                suffix=" €"
                allowNegative={false}
                value={amount}
                onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={isSubmitting}>
                {t('dialogs.dismiss')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('arrange.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
      <SystemErrorDialog
        isOpen={failure !== null}
        detail={failure?.detail}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
