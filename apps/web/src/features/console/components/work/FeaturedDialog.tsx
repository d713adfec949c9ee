import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, messageOfError } from '../../../../lib/formErrors';
import { Dialog } from '../../../../ui/Dialog';
import { rescueFocus } from '../../lib/rescueFocus';

interface FeaturedDialogProps {
  isOpen: boolean;
  /** Whose: "Ana Horvat" or the offer's name. */
  subject: string;
  /** YYYY-MM-DD of the current featured_until, if any. */
  currentUntil: string | null;
  isFeatured: boolean;
  /** A date (YYYY-MM-DD) or null: not featured. */
  onSubmit: (until: string | null) => Promise<void>;
  onClose: () => void;
}

/** Today as YYYY-MM-DD in the browser's time zone, the earliest date a feature can run to. */
function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * Issue 17: featured (promoted) until a date, or no longer featured. The date is a native date input
 * (keyboard-complete, the browser's own picker).
 */
export function FeaturedDialog({
  isOpen,
  subject,
  currentUntil,
  isFeatured,
  onSubmit,
  onClose,
}: FeaturedDialogProps) {
  const { t } = useTranslation('consoleWork');
  const min = todayIso();
  const form = useForm({
    initialValues: { until: currentUntil?.slice(0, 10) ?? '' },
    validate: {
      until: (until) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) return t('featured.dateRequired');
        return until < min ? t('featured.datePast') : null;
      },
    },
  });
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const isBusy = form.submitting || isRemoving;

  const handleClose = () => {
    if (isBusy) return;
    form.reset();
    setSubmitError(null);
    onClose();
  };
  const run = async (until: string | null) => {
    setSubmitError(null);
    try {
      await onSubmit(until);
      form.reset();
      onClose();
    } catch (error) {
      setSubmitError(messageOfError(error));
    }
  };
  const handleRemove = async () => {
    setIsRemoving(true);
    await run(null);
    setIsRemoving(false);
  };

  return (
    <Dialog
      opened={isOpen}
      onClose={handleClose}
      title={t('featured.title', { subject })}
      centered
      onExitTransitionEnd={rescueFocus}
    >
      <form onSubmit={form.onSubmit(({ until }) => run(until), focusFirstError(form))} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('featured.hint')}</Text>
          <TextInput
            type="date"
            label={t('featured.until')}
            min={min}
            required
            data-autofocus
            {...form.getInputProps('until')}
          />
          {submitError && (
            <Alert color="red" role="alert">
              {submitError}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            {isFeatured ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => void handleRemove()}
                loading={isRemoving}
                disabled={form.submitting}
              >
                {t('featured.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={handleClose} disabled={isBusy}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting} disabled={isRemoving}>
                {t('featured.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
