import { Button, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasVisibleText,
  MESSAGE_MAX_LENGTH,
  OFFER_MAX_PRICE_EUR,
  type TArrangementCompensation,
  type TOffer,
} from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/Dialog';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { createArrangement, messengerKeys } from '../api/messengerApi';
import { describeRefusal, isMessageKeyRefused } from '../lib/describeRefusal';
import { generateMessageKey } from '../lib/messageKey';
import { SystemErrorDialog } from './SystemErrorDialog';
import { focusFirstError } from '../../../lib/formErrors';

interface ArrangeDialogProps {
  isOpen: boolean;
  /** The offers or services the viewer may request from this owner. */
  offers: TOffer[];
  initialOfferId: number | null;
  ownerId: number;
  ownerName: string;
  onClose: () => void;
}

interface ArrangeValues {
  /** The chosen offer's id, as the select has it. */
  offerId: string | null;
  message: string;
  amount: number | '';
  giveaway: string;
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
  const form = useForm<ArrangeValues>({
    initialValues: {
      offerId: firstOffer ? String(firstOffer.offer_id) : null,
      message: '',
      ...findInitialCompensation(firstOffer),
    },
    validate: {
      // SPEC §5: the arrange dialog's message is required.
      message: (message) => (hasVisibleText(message.trim()) ? null : t('arrange.messageRequired')),
    },
  });
  const [messageKey, setMessageKey] = useState(generateMessageKey);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const isSubmitting = form.submitting;
  const offer = offers.find((item) => String(item.offer_id) === form.values.offerId);

  const chooseOffer = (value: string | null) => {
    const next = offers.find((item) => String(item.offer_id) === value);
    if (!next) return;
    form.setValues({ offerId: String(next.offer_id), ...findInitialCompensation(next) });
  };

  const handleSubmit = async ({ message, amount, giveaway }: ArrangeValues) => {
    if (!offer) return;
    const content = message.trim();
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
        <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('arrange.intro')}</Text>
            <Select
              label={t('arrange.offer')}
              data={offers.map((item) => ({ value: String(item.offer_id), label: item.name }))}
              value={form.values.offerId}
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
              data-autofocus
              {...form.getInputProps('message')}
            />
            {isGiveaway ? (
              <Textarea
                label={t('arrange.giveaway')}
                autosize
                minRows={2}
                {...form.getInputProps('giveaway')}
              />
            ) : (
              <NumberInput
                label={t('arrange.amount')}
                description={t('arrange.amountHint')}
                min={0}
                max={OFFER_MAX_PRICE_EUR}
                suffix=" €"
                allowNegative={false}
                {...form.getInputProps('amount')}
                onChange={(value) => form.setFieldValue('amount', typeof value === 'number' ? value : '')}
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
