import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { USER_TYPES } from '@spona/contracts';
import { setRegisterPrefill, type RegisterPrefill } from '../../auth/registerPrefill';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';

const ACCOUNT_TYPE_LABEL_KEYS = { INFLUENCER: 'signUp.influencer', ADVERTISER: 'signUp.advertiser' } as const;

/**
 * The home page's sign-up form (SPEC §2: account type, first name, last name, password, location, company).
 * It carries what it has, in memory, to /register, which asks for the email, the repeated password and
 * the human check.
 */
export function SignUpForm() {
  const { t } = useTranslation('home');
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? [];
  const form = useForm<RegisterPrefill>({
    initialValues: {
      accountType: 'INFLUENCER',
      first_name: '',
      last_name: '',
      password: '',
      location: null,
      company: '',
    },
  });
  const { accountType } = form.values;

  // /register checks what is carried (SPEC §5); this form only hands it on.
  const handleSubmit = (values: RegisterPrefill) => {
    setRegisterPrefill(values);
    void navigate('/register');
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
      <form onSubmit={form.onSubmit(handleSubmit)} aria-labelledby="home-sign-up-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="home-sign-up-title">
            {t('signUp.title')}
          </Title>
          <Radio.Group label={t('signUp.accountType')} {...form.getInputProps('accountType')}>
            <Group gap="lg" mt={6}>
              {USER_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(ACCOUNT_TYPE_LABEL_KEYS[type])} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('signUp.firstName')}
              name="first_name"
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('signUp.lastName')}
              name="last_name"
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('signUp.password')}
            name="password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('signUp.showPassword') }}
          />
          {/* The browser's own select: six choices need no searchable popup, and it keeps the first
              route's JavaScript small (issue 7: no combobox and floating-ui on the home page). */}
          <NativeSelect
            label={t('signUp.location')}
            name="location"
            value={form.values.location ?? ''}
            onChange={(event) => form.setFieldValue('location', event.currentTarget.value || null)}
            data={[
              { value: '', label: t('signUp.locationPlaceholder') },
              ...locations.map((location) => ({ value: String(location.id), label: location.name })),
            ]}
          />
          {accountType === 'ADVERTISER' && (
            <TextInput
              label={t('signUp.company')}
              name="company"
              autoComplete="organization"
              {...form.getInputProps('company')}
            />
          )}
          <Button type="submit" mt="xs">
            {t('signUp.submit')}
          </Button>
          <Text size="sm" ta="center">
            <Trans
              t={t}
              i18nKey="signUp.haveAccount"
              components={{ login: <Anchor component={Link} to="/login" /> }}
            />
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
