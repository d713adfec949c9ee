import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { hasVisibleText, MESSAGE_MAX_LENGTH } from '@spona/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { describeRefusal } from '../lib/describeRefusal';

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
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleClose = () => {
    if (isSubmitting) return;
    setText('');
    setFieldError(null);
    setSubmitError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (textLabel && isTextRequired && !hasVisibleText(trimmed)) {
      setFieldError(requiredMessage ?? t('dialogs.textRequired'));
      return;
    }
    const problem = validate?.() ?? null;
    if (problem) {
      setSubmitError(problem);
      return;
    }
    setIsSubmitting(true);
    setSubmitError(null);
    try {
      await onSubmit(trimmed);
      setText('');
      onClose();
    } catch (error) {
      setSubmitError(
        describeRefusal(error) ?? (error instanceof Error ? error.message : t('errors.generic')),
      );
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog opened={isOpen} onClose={handleClose} title={title} centered>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
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
              value={text}
              error={fieldError}
              data-autofocus
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (fieldError) setFieldError(null);
              }}
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
