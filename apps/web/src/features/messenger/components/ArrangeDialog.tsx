import { Button, Divider, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { hasVisibleText, MESSAGE_MAX_LENGTH, type TOffer } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/Dialog';
import { CURRENT_USER_QUERY_KEY } from '../../auth/currentUser';
import { createArrangement, messengerKeys } from '../api/messengerApi';
import { describeRefusal, isMessageKeyRefused } from '../lib/describeRefusal';
import { generateMessageKey } from '../lib/messageKey';
import {
  termsFormFieldOf,
  termsValuesOfOffer,
  toTermsInput,
  validateTerms,
  type TermsValues,
} from '../lib/termsForm';
import type { Translate } from '../lib/termsDisplay';
import { SystemErrorDialog } from './SystemErrorDialog';
import { TermsFields } from './TermsFields';
import { focusFirstError, showServerErrors } from '../../../lib/formErrors';

interface ArrangeDialogProps {
  isOpen: boolean;
  /** The offers or services the viewer may request from this owner. */
  offers: TOffer[];
  initialOfferId: number | null;
  ownerId: number;
  ownerName: string;
  onClose: () => void;
}

interface ArrangeValues extends TermsValues {
  /** The chosen offer's id, as the select has it. */
  offerId: string | null;
  message: string;
}

/** The server's field of a refused request → the form's. */
const formFieldOf = (field: string) => (field === 'content' ? 'message' : termsFormFieldOf(field));

/**
 * The arrange dialog (SPEC §2 'arrange (send request)'): the offer, the required message (SPEC §5) and
 * (issue 16) the terms: the compensation prefilled from the offer, a deadline and the deliverables. One message key per submission of the dialog, so a retry
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
      ...termsValuesOfOffer(firstOffer),
    },
    validate: (values) => ({
      ...validateTerms(values, t as unknown as Translate),
      // SPEC §5: the arrange dialog's message is required.
      ...(hasVisibleText(values.message.trim()) ? {} : { message: t('arrange.messageRequired') }),
    }),
  });
  const [messageKey, setMessageKey] = useState(generateMessageKey);
  const [failure, setFailure] = useState<{ detail: string | null } | null>(null);
  const isSubmitting = form.submitting;
  const offer = offers.find((item) => String(item.offer_id) === form.values.offerId);

  const chooseOffer = (value: string | null) => {
    const next = offers.find((item) => String(item.offer_id) === value);
    if (!next) return;
    form.setValues({ offerId: String(next.offer_id), ...termsValuesOfOffer(next) });
  };

  const handleSubmit = async (values: ArrangeValues) => {
    if (!offer) return;
    const content = values.message.trim();
    try {
      const arrangement = await createArrangement({
        user_id: ownerId,
        offer_id: offer.offer_id,
        content,
        message_key: messageKey,
        type: offer.type,
        terms: toTermsInput(values),
      });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: messengerKeys.lists() });
      onClose();
      await navigate(`/messenger/${arrangement.id}`);
    } catch (error) {
      // The same submission keeps its key, so a retry cannot create a second arrangement.
      if (isMessageKeyRefused(error)) setMessageKey(generateMessageKey());
      // A refused term or message shows beside its field; anything else in the error dialog.
      if (!isMessageKeyRefused(error) && showServerErrors(form, error, formFieldOf)) return;
      setFailure({ detail: describeRefusal(error) });
    }
  };

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
            <Divider label={t('terms.label')} labelPosition="left" />
            <TermsFields form={form} />
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
