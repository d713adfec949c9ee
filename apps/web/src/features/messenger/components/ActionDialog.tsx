import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { hasVisibleText, MESSAGE_MAX_LENGTH } from '@spona/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { describeRefusal } from '../lib/describeRefusal';
import { focusFirstError } from '../../../lib/formErrors';

export interface ActionDialogProps {
  isOpen: boolean;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  submitColor?: string;
  /** A text area, for an explanation, a reason or a problem; required when `isTextRequired`. */
  textLabel?: string;
  isTextRequired?: boolean;
  requiredMessage?: string;
  /** Extra fields (the rating) and their check; `validate` answers an error text or null. */
  children?: ReactNode;
  validate?: () => string | null;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The dialog of one arrangement action (SPEC §2 dialogs): an optional text, a submit that shows the
 * server's translated error in place, and Escape or Cancel to leave.
 */
export function ActionDialog({
  isOpen,
  title,
  description,
  submitLabel,
  submitColor,
  textLabel,
  isTextRequired = false,
  requiredMessage,
  children,
  validate,
  onSubmit,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation('messenger');
  const form = useForm({
    initialValues: { text: '' },
    validate: {
      text: (text) =>
        textLabel && isTextRequired && !hasVisibleText(text.trim())
          ? (requiredMessage ?? t('dialogs.textRequired'))
          : null,
    },
  });
  // Not a field's: the extra fields' check (the rating) or the server's refusal.
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isSubmitting = form.submitting;

  const handleClose = () => {
    if (isSubmitting) return;
    form.reset();
    setSubmitError(null);
    onClose();
  };

  const handleSubmit = async ({ text }: { text: string }) => {
    const problem = validate?.() ?? null;
    setSubmitError(problem);
    if (problem) return;
    try {
      await onSubmit(text.trim());
      form.reset();
      onClose();
    } catch (error) {
      setSubmitError(
        describeRefusal(error) ?? (error instanceof Error ? error.message : t('errors.generic')),
      );
    }
  };

  return (
    <Dialog opened={isOpen} onClose={handleClose} title={title} centered>
      <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate>
        <Stack gap="md">
          {description && <Text size="sm">{description}</Text>}
          {children}
          {textLabel && (
            <Textarea
              label={textLabel}
              required={isTextRequired}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={MESSAGE_MAX_LENGTH}
              data-autofocus
              {...form.getInputProps('text')}
            />
          )}
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose} disabled={isSubmitting}>
              {t('dialogs.dismiss')}
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
