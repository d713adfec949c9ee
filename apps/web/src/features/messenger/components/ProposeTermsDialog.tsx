import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COLLABORATION_NOTE_MAX_LENGTH, type TArrangement } from '@spona/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, showServerErrors } from '../../../lib/formErrors';
import { Dialog } from '../../../ui/Dialog';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { proposeTerms } from '../api/messengerApi';
import { useArrangementAction } from '../hooks/useArrangementAction';
import { formatPersonName } from '../lib/arrangementDisplay';
import { describeRefusal } from '../lib/describeRefusal';
import {
  termsFormFieldOf,
  termsValuesOf,
  toTermsInput,
  validateTerms,
  type TermsValues,
} from '../lib/termsForm';
import type { Translate } from '../lib/termsDisplay';
import { TermsFields } from './TermsFields';

type ProposalValues = TermsValues & { message: string };

interface ProposeTermsDialogProps {
  isOpen: boolean;
  arrangement: TArrangement;
  onClose: () => void;
}

/**
 * Issue 16: "Propose new terms": the current terms to change, and a message; the other party accepts
 * or declines them (POST management/propose/{id}). The dialog is mounted only while open, so it
 * always starts from the terms as they are now.
 */
export function ProposeTermsDialog({ isOpen, arrangement, onClose }: ProposeTermsDialogProps) {
  if (!isOpen) return null;
  return <ProposeTermsForm arrangement={arrangement} onClose={onClose} />;
}

function ProposeTermsForm({ arrangement, onClose }: Omit<ProposeTermsDialogProps, 'isOpen'>) {
  const { t } = useTranslation('messenger');
  const snackbar = useSnackbar();
  const run = useArrangementAction(arrangement.id);
  const form = useForm<ProposalValues>({
    initialValues: { ...termsValuesOf(arrangement.terms), message: '' },
    validate: (values) => validateTerms(values, t as unknown as Translate),
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isSubmitting = form.submitting;

  const handleClose = () => {
    if (!isSubmitting) onClose();
  };

  const handleSubmit = async (values: ProposalValues) => {
    setSubmitError(null);
    const message = values.message.trim();
    try {
      await run(() =>
        proposeTerms(arrangement.id, { terms: toTermsInput(values), message: message || null }),
      );
      snackbar.show(t('snack.proposed'), { type: 'success' });
      onClose();
    } catch (error) {
      if (!showServerErrors(form, error, termsFormFieldOf)) {
        setSubmitError(describeRefusal(error) ?? t('errors.generic'));
      }
    }
  };

  return (
    <Dialog opened onClose={handleClose} title={t('proposal.dialogTitle')} centered size="lg">
      <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('proposal.intro', { name: formatPersonName(arrangement.other_party) })}</Text>
          <TermsFields form={form} />
          <Textarea
            label={t('proposal.message')}
            description={t('proposal.messageHint')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={COLLABORATION_NOTE_MAX_LENGTH}
            {...form.getInputProps('message')}
          />
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={isSubmitting}>
              {t('dialogs.dismiss')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('proposal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
