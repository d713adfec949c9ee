import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  USER_REQUEST_TEXT_MAX_LENGTH,
  type TAccountTypeRequest,
  type TAuthUser,
  type TUserType,
} from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { focusFirstError, hasFieldErrors, messageOfError, showServerErrors } from '../../../lib/formErrors';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import {
  ACCOUNT_TYPE_REQUEST_QUERY_KEY,
  accountTypeRequestQuery,
  requestAccountTypeChange,
} from '../api/settingsApi';
import { SettingsSection } from './SettingsSection';

const otherType = (type: TUserType): TUserType => (type === 'INFLUENCER' ? 'ADVERTISER' : 'INFLUENCER');

/** Where the latest request stands, with staff's note. */
function RequestState({ request }: { request: TAccountTypeRequest }) {
  const { t } = useTranslation('settings');
  const { locale } = useLanguage();
  const typeName = (type: TUserType) =>
    type === 'ADVERTISER' ? t('accountType.advertiser') : t('accountType.influencer');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(request.created_at));
  const key =
    request.status === 'PENDING'
      ? 'accountType.pending'
      : request.status === 'APPROVED'
        ? 'accountType.approved'
        : 'accountType.refused';
  return (
    <Alert color={request.status === 'REFUSED' ? 'red' : 'blue'} variant="light">
      <Stack gap={4}>
        <Text size="sm">{t(key, { type: typeName(request.to_type), date })}</Text>
        {request.decision_note && (
          <Text size="sm">{t('accountType.note', { note: request.decision_note })}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The request form: one reason, sent to support's queue. */
function RequestForm({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const target = otherType(user.type);
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : t('accountType.reasonRequired')) },
  });
  const request = useMutation({
    mutationFn: requestAccountTypeChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_TYPE_REQUEST_QUERY_KEY }),
  });
  const handleSubmit = ({ reason }: typeof form.values) =>
    request.mutate({ reason: reason.trim() }, { onError: (failure) => showServerErrors(form, failure) });

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))}
      noValidate
      aria-label={t('accountType.send')}
    >
      <Stack gap="sm">
        <Textarea
          label={t('accountType.reasonLabel', {
            type: target === 'ADVERTISER' ? t('accountType.advertiser') : t('accountType.influencer'),
          })}
          name="reason"
          autosize
          minRows={2}
          maxLength={USER_REQUEST_TEXT_MAX_LENGTH}
          {...form.getInputProps('reason')}
        />
        {request.isError && !hasFieldErrors(request.error) && (
          <Alert color="red.9" variant="outline" role="alert">
            {messageOfError(request.error)}
          </Alert>
        )}
        <Button type="submit" loading={request.isPending} w="fit-content">
          {t('accountType.send')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * SPEC §1 and §6, issue 17: the account type cannot be switched here; the user asks support with a
 * reason (settings/account-type-request) and reads the answer here: one pending request at a time.
 */
export function AccountTypeSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const latest = useQuery(accountTypeRequestQuery());
  const request = latest.data;
  return (
    <SettingsSection title={t('accountType.title')}>
      <Text>
        {t('accountType.current', {
          type: user.type === 'ADVERTISER' ? t('accountType.advertiser') : t('accountType.influencer'),
        })}
      </Text>
      <Text>{t('accountType.text')}</Text>
      {latest.isPending ? (
        <Skeleton h={80} />
      ) : latest.isError ? (
        <Text role="alert">{messageOfError(latest.error)}</Text>
      ) : (
        <Stack gap="sm">
          {request && <RequestState request={request} />}
          {request?.status !== 'PENDING' && (
            <>
              {request?.status === 'REFUSED' && <Text size="sm">{t('accountType.askAgain')}</Text>}
              <RequestForm user={user} />
            </>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}
