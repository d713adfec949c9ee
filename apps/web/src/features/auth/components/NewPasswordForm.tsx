import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ZPasswordUpdate, type TPasswordUpdate } from '@spona/contracts';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  withMatchingRepeat,
} from '../../../lib/formErrors';
import { useRevalidateRepeat } from '../../../lib/hooks/useRevalidateRepeat';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { checkPasswordReset, updatePassword } from '../api/authApi';

/**
 * /reset-password/{token}: checks the link (GET register/password/reset/{token}) and sets a new
 * password with its repeat (POST register/password/update/{token}).
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const form = useForm<TPasswordUpdate>({
    initialValues: { password: '', password_confirmation: '' },
    validateInputOnChange: true,
    validate: withMatchingRepeat(schemaValidator(ZPasswordUpdate)),
    onValuesChange: () => update.reset(),
  });
  useRevalidateRepeat(form);
  const check = useQuery({
    queryKey: ['password-reset', token],
    queryFn: () => checkPasswordReset(token),
    retry: false,
    staleTime: Infinity,
  });
  const update = useMutation({
    mutationFn: (values: TPasswordUpdate) => updatePassword(token, values),
    onSuccess: () => {
      snackbar.show(t('resetPassword.changed'));
      void navigate('/login', { replace: true });
    },
    onError: (error) => showServerErrors(form, error),
  });

  if (check.isPending) return <Loader aria-label={t('verify.checking')} />;
  if (check.isError) {
    return (
      <Stack gap="md">
        <Alert color="red.9" variant="outline" role="alert">
          {messageOfError(check.error)}
        </Alert>
        <Anchor component={Link} to="/reset-password">
          {t('resetPassword.requestNew')}
        </Anchor>
      </Stack>
    );
  }

  const passwordProps = (field: keyof TPasswordUpdate) => ({
    name: field,
    autoComplete: 'new-password',
    visibilityToggleButtonProps: { 'aria-label': t('signIn.showPassword') },
    ...form.getInputProps(field),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => update.mutate(values), focusFirstError(form))}
      noValidate
      aria-label={t('resetPassword.newTitle')}
    >
      <Stack gap="md">
        <Text>{t('resetPassword.newText', { email: check.data.email })}</Text>
        <PasswordInput label={t('resetPassword.newPassword')} {...passwordProps('password')} />
        <PasswordInput
          label={t('resetPassword.newPasswordRepeat')}
          {...passwordProps('password_confirmation')}
        />
        {update.isError && !hasFieldErrors(update.error) && (
          <Alert color="red.9" variant="outline" role="alert">
            {messageOfError(update.error)}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending}>
          {t('resetPassword.save')}
        </Button>
      </Stack>
    </form>
  );
}
