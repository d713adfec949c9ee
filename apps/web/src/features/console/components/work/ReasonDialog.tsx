import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONSOLE_TEXT_MAX_LENGTH, hasVisibleText } from '@spona/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, messageOfError } from '../../../../lib/formErrors';
import { Dialog } from '../../../../ui/Dialog';
import { rescueFocus } from '../../lib/rescueFocus';

export interface ReasonDialogProps {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  /** The text area's label: a reason the user reads, a note, a message. */
  textLabel: string;
  isTextRequired?: boolean;
  /** The text to start from (a note being edited); the dialog is keyed by what it edits. */
  initialText?: string;
  submitLabel: string;
  submitColor?: string;
  /** A destructive action asks to confirm it: a box to tick… */
  confirmLabel?: string;
  /** …or a word to type (the user's username before a deletion). */
  confirmWord?: string;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}

interface Values {
  text: string;
  isConfirmed: boolean;
  word: string;
}

/**
 * Issue 17: the dialog of a staff action that takes a text (reject with a reason, resolve with a
 * note, message a party): a required text is checked before sending, the API's refusal is shown in
 * place (translated by the API), and a destructive action is confirmed in the same dialog.
 */
export function ReasonDialog({
  isOpen,
  title,
  description,
  textLabel,
  isTextRequired = false,
  initialText = '',
  submitLabel,
  submitColor,
  confirmLabel,
  confirmWord,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('consoleWork');
  const form = useForm<Values>({
    initialValues: { text: initialText, isConfirmed: false, word: '' },
    validate: {
      text: (text) => (isTextRequired && !hasVisibleText(text.trim()) ? t('dialog.textRequired') : null),
      isConfirmed: (isConfirmed) => (confirmLabel && !isConfirmed ? t('dialog.confirmRequired') : null),
      word: (word) => (confirmWord && word.trim() !== confirmWord ? t('dialog.wordMismatch') : null),
    },
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isSubmitting = form.submitting;

  const handleClose = () => {
    if (isSubmitting) return;
    form.reset();
    setSubmitError(null);
    onClose();
  };

  const handleSubmit = async ({ text }: Values) => {
    setSubmitError(null);
    try {
      await onSubmit(text.trim());
      form.reset();
      onClose();
    } catch (error) {
      setSubmitError(messageOfError(error));
    }
  };

  return (
    <Dialog opened={isOpen} onClose={handleClose} title={title} centered onExitTransitionEnd={rescueFocus}>
      <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          {typeof description === 'string' ? <Text size="sm">{description}</Text> : description}
          <Textarea
            label={textLabel}
            required={isTextRequired}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={CONSOLE_TEXT_MAX_LENGTH}
            data-autofocus
            {...form.getInputProps('text')}
          />
          {confirmLabel && (
            <Checkbox label={confirmLabel} {...form.getInputProps('isConfirmed', { type: 'checkbox' })} />
          )}
          {confirmWord && (
            <TextInput
              label={t('dialog.typeWord', { word: confirmWord })}
              autoComplete="off"
              required
              {...form.getInputProps('word')}
            />
          )}
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={isSubmitting}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color={submitColor} loading={isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
