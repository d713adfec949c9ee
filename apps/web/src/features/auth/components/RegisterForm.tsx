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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  USER_TYPES,
  USERNAME_PATTERN,
  ZChallenge,
  ZEmail,
  ZRegisterAccountType,
  ZRegisterAgency,
  ZRegisterInfluencer,
  type TUserType,
} from '@spona/contracts';
import { apiGet, apiPost } from '../../../lib/apiClient';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  messageOfError,
  translateApiMessage,
  type FieldErrors,
} from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/useLanguage';
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
function buildBody(values: RegisterValues, challengeId: string, locale: string) {
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

/** The shared schemas' messages for every field, plus the account type (SPEC §5). */
function validate(values: RegisterValues, challengeId: string, locale: string): FieldErrors {
  const schema = values.accountType === 'ADVERTISER' ? ZRegisterAgency : ZRegisterInfluencer;
  const errors = fieldErrorsFromIssues(
    schema.safeParse(buildBody(values, challengeId, locale)).error?.issues ?? [],
  );
  const typeIssues = ZRegisterAccountType.safeParse(values.accountType).error?.issues ?? [];
  if (typeIssues.length > 0) errors.accountType = translateApiMessage('validation.accountType');
  if (!values.challenge_answer.trim()) errors.challenge_answer = translateApiMessage('validation.required');
  errors.location = errors.location_id;
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
  const [values, setValues] = useState<RegisterValues>({ ...EMPTY_VALUES, ...prefill });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? [];
  const challenge = useQuery({
    queryKey: CHALLENGE_QUERY_KEY,
    queryFn: async () => ZChallenge.parse(await apiGet<unknown>('register/challenge')),
    staleTime: Infinity,
    gcTime: 0,
  });
  const challengeId = challenge.data?.challenge_id ?? '';

  const isEmailValid = ZEmail.safeParse(values.email).success;
  const isUsernameValid = USERNAME_PATTERN.test(values.username.trim());
  const isEmailTaken = useIsTaken('email', values.email, isEmailValid);
  const isUsernameTaken = useIsTaken('username', values.username, isUsernameValid);

  const errors: FieldErrors = { ...validate(values, challengeId, locale) };
  // SPEC §5 client keys: EmailAvailable, UsernameAvailable, and MatchPassword on the repeat, which
  // is skipped while the username or the email is empty (a submit checks it in any case).
  if (isEmailTaken) errors.email = translateApiMessage('validation.emailTaken');
  if (isUsernameTaken) errors.username = translateApiMessage('validation.usernameTaken');
  const isMatchChecked = isSubmitted || (values.username.trim() !== '' && values.email.trim() !== '');
  if (isMatchChecked && values.password_confirmation !== values.password) {
    errors.password_confirmation = translateApiMessage('validation.passwordsMatch');
  } else if (!isSubmitted && errors.password_confirmation) {
    delete errors.password_confirmation;
  }

  const errorOf = (field: Field) =>
    serverErrors[field] ?? (isSubmitted || touched[field] ? errors[field] : undefined);

  const handleChange = (field: Field, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const askNewQuestion = () => {
    setValues((current) => ({ ...current, challenge_answer: '' }));
    void queryClient.invalidateQueries({ queryKey: CHALLENGE_QUERY_KEY });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const hasErrors = Object.entries(errors).some(([field, message]) => field in values && message);
    if (isSubmitting || hasErrors || !values.accountType) return;
    setSubmitting(true);
    const path = values.accountType === 'ADVERTISER' ? 'register/agencies' : 'register/influencers';
    try {
      await apiPost(path, buildBody(values, challengeId, locale));
      onRegistered(values.email.trim());
    } catch (error) {
      const fieldErrors = fieldErrorsFromApiError(error);
      fieldErrors.location = fieldErrors.location_id;
      delete fieldErrors.location_id;
      setServerErrors(fieldErrors);
      if (!Object.values(fieldErrors).some(Boolean)) setFormError(messageOfError(error));
      // The attempt used the question up (SPEC §5): a new one is needed for the next try.
      askNewQuestion();
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: Field, label: string, props: { autoComplete?: string; type?: string } = {}) => (
    <TextInput
      label={label}
      name={field}
      value={values[field] ?? ''}
      error={errorOf(field)}
      onChange={(event) => handleChange(field, event.currentTarget.value)}
      {...props}
    />
  );
  const password = (field: 'password' | 'password_confirmation', label: string) => (
    <PasswordInput
      label={label}
      name={field}
      autoComplete="new-password"
      value={values[field]}
      error={errorOf(field)}
      visibilityToggleButtonProps={{ 'aria-label': t('signIn.showPassword') }}
      onChange={(event) => handleChange(field, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={t('register.formLabel')}>
      <Stack gap="sm">
        <Radio.Group
          label={t('register.accountType')}
          value={values.accountType}
          error={errorOf('accountType')}
          onChange={(value) => handleChange('accountType', value)}
        >
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
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          value={values.username}
          error={errorOf('username')}
          onChange={(event) => handleChange('username', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {password('password', t('register.password'))}
          {password('password_confirmation', t('register.passwordRepeat'))}
        </SimpleGrid>
        <Select
          label={t('register.location')}
          placeholder={t('register.locationPlaceholder')}
          clearable
          value={values.location}
          error={errorOf('location')}
          data={locations.map((location) => ({ value: String(location.id), label: location.name }))}
          onChange={(value) => handleChange('location', value)}
        />
        {values.accountType === 'ADVERTISER' &&
          text('company', t('register.company'), { autoComplete: 'organization' })}
        <TextInput
          label={
            challenge.data
              ? t('register.challenge', { question: challenge.data.question })
              : t('register.challengeLoading')
          }
          name="challenge_answer"
          inputMode="numeric"
          autoComplete="off"
          value={values.challenge_answer}
          error={errorOf('challenge_answer')}
          onChange={(event) => handleChange('challenge_answer', event.currentTarget.value)}
        />
        {formError && (
          <Alert color="red.9" variant="outline" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" mt="xs" loading={isSubmitting} disabled={!challenge.data}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
