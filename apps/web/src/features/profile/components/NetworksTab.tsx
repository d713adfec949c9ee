import {
  Alert,
  Button,
  Code,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ENGAGEMENT_BOUNDS,
  formatNumber,
  SOCIAL_MAX_FOLLOWERS,
  type TSocialAccount,
  type TSocialAccountCreate,
  ZSocialAccountCreate,
} from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  translateApiMessage,
  type FieldErrors,
} from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import {
  addSocialAccount,
  removeSocialAccount,
  socialAccountsQuery,
  verifySocialAccount,
} from '../api/profileApi';
import { useRefreshProfile } from '../hooks/useRefreshProfile';
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

/** SPEC §5 checks beside the schema's: a network is chosen, and the followers are given. */
function validate(values: AccountValues): FieldErrors {
  const errors = schemaValidator(ZSocialAccountCreate, { toInput: buildBody })(values);
  if (values.network === null) errors.network = translateApiMessage('validation.network');
  if (values.followers === '') errors.followers = translateApiMessage('validation.required');
  return errors;
}

function AddAccountForm() {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const snackbar = useSnackbar();
  const refreshProfile = useRefreshProfile();
  const networks = useQuery(publicDataQuery(locale)).data?.networks ?? [];
  const form = useForm<AccountValues>({
    initialValues: EMPTY,
    validate,
    onValuesChange: () => add.reset(),
  });
  const add = useMutation({
    // Sent only once validated: the network and the followers are there.
    mutationFn: (values: AccountValues) => addSocialAccount(buildBody(values) as TSocialAccountCreate),
    onSuccess: async () => {
      form.reset();
      await refreshProfile();
      snackbar.show(t('networks.added'));
    },
    onError: (error) => showServerErrors(form, error),
  });
  const formError = add.isError && !hasFieldErrors(add.error) ? messageOfError(add.error) : null;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={form.onSubmit((values) => add.mutate(values), focusFirstError(form))}
        noValidate
        aria-label={t('networks.addTitle')}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('networks.addTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('networks.network')}
              required
              data={networks.map((n) => ({ value: String(n.id), label: n.name }))}
              {...form.getInputProps('network')}
            />
            <TextInput
              label={t('networks.username')}
              required
              autoCapitalize="none"
              {...form.getInputProps('username')}
            />
            <TextInput
              label={t('networks.externalId')}
              description={t('networks.externalIdHint')}
              {...form.getInputProps('external_id')}
            />
            <NumberInput
              label={t('networks.followers')}
              required
              min={0}
              max={SOCIAL_MAX_FOLLOWERS}
              allowDecimal={false}
              thousandSeparator={locale === 'hr' ? '.' : ','}
              decimalSeparator={locale === 'hr' ? ',' : '.'}
              {...form.getInputProps('followers')}
            />
            <NumberInput
              label={t('networks.engagement')}
              min={ENGAGEMENT_BOUNDS.min}
              max={ENGAGEMENT_BOUNDS.max}
              decimalScale={2}
              decimalSeparator={locale === 'hr' ? ',' : '.'}
              suffix=" %"
              {...form.getInputProps('engagement_rate')}
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
    mutationFn: () => verifySocialAccount(account.id, VERIFICATION_METHOD),
    onSuccess: () => refreshProfile(),
    onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => removeSocialAccount(account.id),
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
            formatted: formatNumber(account.followers, locale),
          })}
          {account.engagement_rate !== null &&
            ` · ${t('public.engagement', { rate: formatNumber(account.engagement_rate, locale) })}`}
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
        {account.verification === 'UNVERIFIED' && account.rejected_reason && (
          <Alert color="red" title={t('networks.rejectedTitle')}>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {account.rejected_reason}
            </Text>
            <Text size="sm">{t('networks.rejectedNext')}</Text>
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
