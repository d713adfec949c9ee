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
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { USER_TYPES, type TUserType } from '@spona/contracts';
import { setRegisterPrefill, type RegisterPrefill } from '../../auth/registerPrefill';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';

const ACCOUNT_TYPE_LABEL_KEYS = { INFLUENCER: 'signUp.influencer', ADVERTISER: 'signUp.advertiser' } as const;

/**
 * The home page's sign-up form (SPEC §2: account type, first name, last name, password, location, company).
 * It carries what it has, in memory, to /register, which asks for the email, the repeated password and
 * the human check, and validates the whole with the form library. Plain state here, not @mantine/form:
 * this form checks nothing, and the library's 5 kB gzipped would put the home page's first route over
 * its 170 kB ceiling (issue 7, `npm run check:budget`).
 */
export function SignUpForm() {
  const { t } = useTranslation('home');
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? [];
  const [values, setValues] = useState<RegisterPrefill>({
    accountType: 'INFLUENCER',
    first_name: '',
    last_name: '',
    password: '',
    location: null,
    company: '',
  });
  const accountType = values.accountType;
  const setValue = <K extends keyof RegisterPrefill>(field: K, value: RegisterPrefill[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRegisterPrefill(values);
    void navigate('/register');
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="md">
      <form onSubmit={handleSubmit} aria-labelledby="home-sign-up-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="home-sign-up-title">
            {t('signUp.title')}
          </Title>
          <Radio.Group
            label={t('signUp.accountType')}
            value={accountType}
            onChange={(value) => setValue('accountType', value as TUserType)}
          >
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
              value={values.first_name}
              onChange={(event) => setValue('first_name', event.currentTarget.value)}
            />
            <TextInput
              label={t('signUp.lastName')}
              name="last_name"
              autoComplete="family-name"
              value={values.last_name}
              onChange={(event) => setValue('last_name', event.currentTarget.value)}
            />
          </SimpleGrid>
          <PasswordInput
            label={t('signUp.password')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValue('password', event.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('signUp.showPassword') }}
          />
          {/* The browser's own select: six choices need no searchable popup, and it keeps the first
              route's JavaScript small (issue 7: no combobox and floating-ui on the home page). */}
          <NativeSelect
            label={t('signUp.location')}
            name="location"
            value={values.location ?? ''}
            onChange={(event) => setValue('location', event.currentTarget.value || null)}
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
              value={values.company}
              onChange={(event) => setValue('company', event.currentTarget.value)}
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
