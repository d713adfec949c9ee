import {
  Alert,
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ENGAGEMENT_BOUNDS,
  PROFILE_PATHS,
  SOCIAL_MAX_FOLLOWERS,
  ZSocialAccount,
  ZSocialAccountCreate,
  type TSocialAccount,
} from '@spona/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiDelete, apiGet, apiPost } from '../../../lib/apiClient';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  messageOfError,
  translateApiMessage,
  type FieldErrors,
} from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/useLanguage';
import { useSnackbar } from '../../../ui/useSnackbar';
import { socialAccountsQuery } from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
import { formatCount } from '../lib/formatters';
import { ConfirmButton } from './ConfirmButton';
import { VerificationBadge } from './VerificationBadge';

/** How the owner proves an account (GET influencers/social/{id}/verify/{method}): a code in the bio. */
const VERIFICATION_METHOD = 'code';

interface AccountValues {
  network: string | null;
  username: string;
  external_id: string;
  followers: number | string;
  engagement_rate: number | string;
}
const EMPTY: AccountValues = {
  network: null,
  username: '',
  external_id: '',
  followers: '',
  engagement_rate: '',
};

const buildBody = (v: AccountValues) => ({
  network: v.network === null ? undefined : Number(v.network),
  username: v.username,
  external_id: v.external_id.trim() || null,
  followers: v.followers === '' ? undefined : Number(v.followers),
  engagement_rate: v.engagement_rate === '' ? null : Number(v.engagement_rate),
});

function AddAccountForm() {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const networks = useQuery(publicDataQuery(locale)).data?.networks ?? [];
  const [values, setValues] = useState(EMPTY);
  const [isSubmitted, setSubmitted] = useState(false);
  const body = buildBody(values);
  const clientErrors = fieldErrorsFromIssues(ZSocialAccountCreate.safeParse(body).error?.issues ?? []);
  if (values.network === null) clientErrors.network = translateApiMessage('validation.network');
  if (values.followers === '') clientErrors.followers = translateApiMessage('validation.required');
  const add = useMutation({
    mutationFn: async () => ZSocialAccount.parse(await apiPost<unknown>(PROFILE_PATHS.social, body)),
    onSuccess: async () => {
      setValues(EMPTY);
      setSubmitted(false);
      await refreshProfile();
      snackbar.show(t('networks.added'));
    },
  });
  const serverErrors = add.isError ? fieldErrorsFromApiError(add.error) : {};
  const errors: FieldErrors = { ...(isSubmitted ? clientErrors : {}), ...serverErrors };
  const formError = add.isError && Object.keys(serverErrors).length === 0 ? messageOfError(add.error) : null;
  const set = <K extends keyof AccountValues>(field: K, value: AccountValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    add.reset();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length === 0) add.mutate();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate aria-label={t('networks.addTitle')}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('networks.addTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('networks.network')}
              required
              data={networks.map((n) => ({ value: String(n.id), label: n.name }))}
              value={values.network}
              error={errors.network}
              onChange={(value) => set('network', value)}
            />
            <TextInput
              label={t('networks.username')}
              required
              autoCapitalize="none"
              value={values.username}
              error={errors.username}
              onChange={(e) => set('username', e.currentTarget.value)}
            />
            <TextInput
              label={t('networks.externalId')}
              description={t('networks.externalIdHint')}
              value={values.external_id}
              error={errors.external_id}
              onChange={(e) => set('external_id', e.currentTarget.value)}
            />
            <NumberInput
              label={t('networks.followers')}
              required
              min={0}
              max={SOCIAL_MAX_FOLLOWERS}
              allowDecimal={false}
              thousandSeparator={locale === 'hr' ? '.' : ','}
              decimalSeparator={locale === 'hr' ? ',' : '.'}
              value={values.followers}
              error={errors.followers}
              onChange={(value) => set('followers', value)}
            />
            <NumberInput
              label={t('networks.engagement')}
              min={ENGAGEMENT_BOUNDS.min}
              max={ENGAGEMENT_BOUNDS.max}
              decimalScale={2}
              decimalSeparator={locale === 'hr' ? ',' : '.'}
              suffix=" %"
              value={values.engagement_rate}
              error={errors.engagement_rate}
              onChange={(value) => set('engagement_rate', value)}
            />
          </SimpleGrid>
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {t('networks.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function AccountRow({ account }: { account: TSocialAccount }) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const name = t('networks.accountName', { network: account.network.name, username: account.username });
  const verify = useMutation({
    mutationFn: async () =>
      ZSocialAccount.parse(
        await apiGet<unknown>(`${PROFILE_PATHS.social}/${account.id}/verify/${VERIFICATION_METHOD}`),
      ),
    onSuccess: () => refreshProfile(),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => apiDelete<unknown>(`${PROFILE_PATHS.social}/${account.id}`),
    onSuccess: async () => {
      await refreshProfile();
      snackbar.show(t('networks.removed'));
    },
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });

  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <VerificationBadge state={account.verification} />
        </Group>
        <Text size="sm">
          {t('public.followers', {
            count: account.followers,
            formatted: formatCount(account.followers, locale),
          })}
          {account.engagement_rate !== null &&
            ` · ${t('public.engagement', { rate: account.engagement_rate.toLocaleString(locale) })}`}
        </Text>
        {account.verification === 'IN_PROGRESS' && account.verification_code && (
          <Alert color="yellow" title={t('networks.verifyTitle')}>
            <Text size="sm">
              {t('networks.verifyCode', { network: account.network.name })}{' '}
              <Code>{account.verification_code}</Code>
            </Text>
            <Text size="sm">{t('networks.verifyNext')}</Text>
          </Alert>
        )}
        <Group gap="xs">
          {account.verification === 'UNVERIFIED' && (
            <Button size="xs" variant="light" onClick={() => verify.mutate()} loading={verify.isPending}>
              {t('networks.verify')}
            </Button>
          )}
          {account.verification !== 'DELETING' && (
            <ConfirmButton
              size="xs"
              label={t('common.delete')}
              ariaLabel={t('networks.removeLabel', { name })}
              title={t('networks.removeTitle')}
              text={t('networks.removeText', { name })}
              loading={remove.isPending}
              onConfirm={() => remove.mutate()}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The networks tab: a creator's social accounts (SPEC §3) with verification (SPEC §4). */
export function NetworksTab() {
  const { t } = useTranslation('profile');
  const accounts = useQuery(socialAccountsQuery());
  return (
    <Stack gap="md">
      {!accounts.data ? (
        <Skeleton h={80} />
      ) : accounts.data.length === 0 ? (
        <Text c="dimmed">{t('networks.none')}</Text>
      ) : (
        accounts.data.map((account) => <AccountRow key={account.id} account={account} />)
      )}
      <AddAccountForm />
    </Stack>
  );
}
