import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { USER_REQUEST_TEXT_MAX_LENGTH, type TModerationFlag } from '@spona/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstError, hasFieldErrors, messageOfError, showServerErrors } from '../../../lib/formErrors';
import { sendAppeal } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';

interface ModerationAlertProps {
  flag: TModerationFlag;
  /** An offer's flag (its id), or the account's own (none). */
  offerId?: number;
  title: string;
}

/** The answer of the appeal, or that it waits for one. */
function AppealState({ appeal }: { appeal: NonNullable<TModerationFlag['appeal']> }) {
  const { t } = useTranslation('profile');
  if (appeal.status === 'REFUSED') {
    return (
      <Text size="sm">
        {appeal.decision_note
          ? t('moderation.refused', { note: appeal.decision_note })
          : t('moderation.refusedNoNote')}
      </Text>
    );
  }
  return <Text size="sm">{t('moderation.sent')}</Text>;
}

/** Issue 17: the appeal form: one message, sent once per flag (POST appeals). */
function AppealForm({ offerId }: { offerId?: number }) {
  const { t } = useTranslation('profile');
  const refreshProfile = useRefreshProfile();
  const formId = useId();
  const form = useForm({
    initialValues: { message: '' },
    validate: { message: (value) => (value.trim() ? null : t('moderation.messageRequired')) },
  });
  const appeal = useMutation({
    mutationFn: sendAppeal,
    // The flag then carries the appeal: the form gives way to "appeal sent".
    onSuccess: () => refreshProfile(),
  });
  const handleSubmit = ({ message }: typeof form.values) =>
    appeal.mutate(
      { subject: offerId === undefined ? 'USER' : 'OFFER', offer_id: offerId, message: message.trim() },
      { onError: (failure) => showServerErrors(form, failure) },
    );

  return (
    <form onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))} noValidate aria-labelledby={formId}>
      <Stack gap="xs">
        <Text size="sm" id={formId}>
          {t('moderation.appealHint')}
        </Text>
        <Textarea
          label={t('moderation.appealLabel')}
          name="message"
          autosize
          minRows={2}
          maxLength={USER_REQUEST_TEXT_MAX_LENGTH}
          {...form.getInputProps('message')}
        />
        {appeal.isError && !hasFieldErrors(appeal.error) && (
          <Text size="sm" c="red.9" role="alert">
            {messageOfError(appeal.error)}
          </Text>
        )}
        <Button
          type="submit"
          size="xs"
          variant="white"
          color="red.9"
          loading={appeal.isPending}
          w="fit-content"
        >
          {t('moderation.send')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Issue 17, SPEC §4: what the owner sees of a flag on their account or offer: the reason support gave
 * and, until they have appealed this flag, the appeal form; after it, where the appeal stands.
 */
export function ModerationAlert({ flag, offerId, title }: ModerationAlertProps) {
  const { t } = useTranslation('profile');
  if (!flag.unapproved) return null;
  return (
    <Alert color="red" title={title} role="region" aria-label={title}>
      <Stack gap="sm">
        <Text size="sm">{flag.reason ?? t('moderation.noReason')}</Text>
        {flag.appeal ? <AppealState appeal={flag.appeal} /> : <AppealForm offerId={offerId} />}
      </Stack>
    </Alert>
  );
}
