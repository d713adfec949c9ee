import {
  Alert,
  Button,
  Group,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_TYPES,
  USERNAME_PATTERN,
  ZEmail,
  ZRegisterAccountType,
  ZRegisterAgency,
  ZRegisterInfluencer,
  type TLocale,
  type TUserType,
} from '@spona/contracts';
import {
  focusFirstError,
  messageOfError,
  schemaValidator,
  showServerErrors,
  translateApiMessage,
} from '../../../lib/formErrors';
import { useRevalidateRepeat } from '../../../lib/hooks/useRevalidateRepeat';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { fetchRegisterChallenge, registerAccount } from '../api/authApi';
import { useIsTaken } from '../hooks/useAvailability';
import type { RegisterPrefill } from '../registerPrefill';

/** The values of the register form, as typed. */
export interface RegisterValues {
  accountType: TUserType | null;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
  location: string | null;
  company: string;
  challenge_answer: string;
}

type Field = keyof RegisterValues;

const EMPTY_VALUES: RegisterValues = {
  accountType: null,
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  password: '',
  password_confirmation: '',
  location: null,
  company: '',
  challenge_answer: '',
};

const CHALLENGE_QUERY_KEY = ['register-challenge'] as const;
const ACCOUNT_TYPE_KEYS = { INFLUENCER: 'register.influencer', ADVERTISER: 'register.advertiser' } as const;

/** The request body of SPEC §7 POST register/influencers or register/agencies. */
function buildBody(values: RegisterValues, challengeId: string, locale: TLocale) {
  const username = values.username.trim();
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    // The server generates a username when none is sent; an empty one is refused.
    ...(username ? { username } : {}),
    password: values.password,
    password_confirmation: values.password_confirmation,
    location_id: values.location === null ? null : Number(values.location),
    preferred_language: locale,
    challenge_id: challengeId,
    challenge_answer: values.challenge_answer.trim(),
    ...(values.accountType === 'ADVERTISER' ? { company: values.company } : {}),
  };
}

/**
 * The shared schemas' messages for every field, plus the account type (SPEC §5), and MatchPassword on
 * the repeat, which is skipped while the username or the email is empty (a submit checks it anyway).
 */
function validate(values: RegisterValues, challengeId: string, locale: TLocale, isSubmitted: boolean) {
  const schema = values.accountType === 'ADVERTISER' ? ZRegisterAgency : ZRegisterInfluencer;
  const errors = schemaValidator(schema, {
    toInput: () => buildBody(values, challengeId, locale),
    fieldOf: (path) => (path === 'location_id' ? 'location' : path),
  })(values);
  if (!ZRegisterAccountType.safeParse(values.accountType).success) {
    errors.accountType = translateApiMessage('validation.accountType');
  }
  if (!values.challenge_answer.trim()) errors.challenge_answer = translateApiMessage('validation.required');
  const isMatchChecked = isSubmitted || (values.username.trim() !== '' && values.email.trim() !== '');
  if (isMatchChecked && values.password_confirmation !== values.password) {
    errors.password_confirmation = translateApiMessage('validation.passwordsMatch');
  } else if (!isSubmitted) {
    delete errors.password_confirmation;
  }
  return errors;
}

interface RegisterFormProps {
  prefill: RegisterPrefill | null;
  /** Called with the email the confirmation link went to. */
  onRegistered: (email: string) => void;
}

/**
 * Registration of an influencer or an advertiser (SPEC §2, §5, §7): the shared schemas' messages while
 * typing, availability of the username and the email, the repeated password, and the server's
 * arithmetic question, asked anew after every failed attempt.
 */
export function RegisterForm({ prefill, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  // SPEC §5: MatchPassword waits for the username and the email while typing, not on a submit.
  const isSubmitted = useRef(false);
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? [];
  const challenge = useQuery({
    queryKey: CHALLENGE_QUERY_KEY,
    queryFn: fetchRegisterChallenge,
    staleTime: Infinity,
    gcTime: 0,
  });
  const challengeId = challenge.data?.challenge_id ?? '';
  const form = useForm<RegisterValues>({
    initialValues: { ...EMPTY_VALUES, ...prefill },
    validateInputOnChange: true,
    validate: (values) => validate(values, challengeId, locale, isSubmitted.current),
  });
  useRevalidateRepeat(form);
  const { values } = form;

  const isEmailValid = ZEmail.safeParse(values.email).success;
  const isUsernameValid = USERNAME_PATTERN.test(values.username.trim());
  // SPEC §5 client keys EmailAvailable and UsernameAvailable.
  const isEmailTaken = useIsTaken('email', values.email, isEmailValid);
  const isUsernameTaken = useIsTaken('username', values.username, isUsernameValid);
  const errorOf = (field: Field) =>
    form.errors[field] ??
    (field === 'email' && isEmailTaken ? translateApiMessage('validation.emailTaken') : undefined) ??
    (field === 'username' && isUsernameTaken ? translateApiMessage('validation.usernameTaken') : undefined);

  const handleSubmit = async (submitted: RegisterValues) => {
    setFormError(null);
    if (isEmailTaken || isUsernameTaken || !submitted.accountType) return;
    try {
      await registerAccount(submitted.accountType, buildBody(submitted, challengeId, locale));
      onRegistered(submitted.email.trim());
    } catch (error) {
      // The attempt used the question up (SPEC §5): a new one is needed for the next try.
      form.setFieldValue('challenge_answer', '');
      void queryClient.invalidateQueries({ queryKey: CHALLENGE_QUERY_KEY });
      if (!showServerErrors(form, error, { location_id: 'location' })) setFormError(messageOfError(error));
    }
  };

  const inputProps = (field: Field) => ({ name: field, ...form.getInputProps(field), error: errorOf(field) });
  const text = (field: Field, label: string, props: { autoComplete?: string; type?: string } = {}) => (
    <TextInput label={label} {...inputProps(field)} {...props} />
  );
  const password = (field: 'password' | 'password_confirmation', label: string) => (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
      {...inputProps(field)}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        isSubmitted.current = true;
        form.onSubmit(handleSubmit, focusFirstError(form))(event);
      }}
      noValidate
      aria-label={t('register.formLabel')}
    >
      <Stack gap="sm">
        <Radio.Group label={t('register.accountType')} {...inputProps('accountType')}>
          <Group gap="lg" mt={6}>
            {USER_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(ACCOUNT_TYPE_KEYS[type])} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {text('first_name', t('register.firstName'), { autoComplete: 'given-name' })}
          {text('last_name', t('register.lastName'), { autoComplete: 'family-name' })}
        </SimpleGrid>
        {text('email', t('register.email'), { autoComplete: 'email', type: 'email' })}
        <TextInput
          label={t('register.username')}
          description={t('register.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          {...inputProps('username')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {password('password', t('register.password'))}
          {password('password_confirmation', t('register.passwordRepeat'))}
        </SimpleGrid>
        <Select
          label={t('register.location')}
          placeholder={t('register.locationPlaceholder')}
          clearable
          data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
          {...inputProps('location')}
        />
        {values.accountType === 'ADVERTISER' &&
          text('company', t('register.company'), { autoComplete: 'organization' })}
        <TextInput
          label={
            challenge.data
              ? t('register.challenge', { question: challenge.data.question })
              : t('register.challengeLoading')
          }
          inputMode="numeric"
          autoComplete="off"
          {...inputProps('challenge_answer')}
        />
        {formError && (
          <Alert color="red.9" variant="outline" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" mt="xs" loading={form.submitting} disabled={!challenge.data}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
