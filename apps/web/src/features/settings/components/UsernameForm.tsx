import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ZUsernameUpdate, type TAuthUser } from '@spona/contracts';
import {
  focusFirstError,
  hasFieldErrors,
  messageOfError,
  schemaValidator,
  showServerErrors,
  translateApiMessage,
} from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { useIsTaken } from '../../auth/hooks/useAvailability';
import { saveUsername } from '../api/settingsApi';
import { useUpdateUser } from '../hooks/useUpdateUser';

/** SPEC §5 settings: the username is required and must not be taken (checked while typing). */
export function UsernameForm({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const form = useForm({
    initialValues: { username: user.username },
    validateInputOnChange: true,
    validate: schemaValidator(ZUsernameUpdate),
    onValuesChange: () => update.reset(),
  });
  const update = useUpdateUser(saveUsername, {
    onSuccess: () => snackbar.show(t('username.saved')),
  });
  const username = form.values.username.trim();
  const isChanged = username !== user.username;
  const isValid = form.errors.username === undefined;
  // SPEC §5 UsernameAvailable.
  const isTaken = useIsTaken('username', form.values.username, isChanged && isValid);
  const error =
    form.errors.username ??
    (isTaken ? translateApiMessage('validation.usernameTaken') : undefined) ??
    (update.isError && !hasFieldErrors(update.error) ? messageOfError(update.error) : undefined);

  const handleSubmit = () => {
    if (!isChanged || isTaken) return;
    update.mutate(username, { onError: (failure) => showServerErrors(form, failure) });
  };

  return (
    <form
      onSubmit={form.onSubmit(handleSubmit, focusFirstError(form))}
      noValidate
      aria-label={t('username.label')}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('username.label')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('username')}
          error={error}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!isChanged} loading={update.isPending}>
          {t('username.save')}
        </Button>
      </Group>
    </form>
  );
}
