import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATHS, ZUsernameUpdate, type TAuthUser } from '@spona/contracts';
import {
  fieldErrorsFromApiError,
  fieldErrorsFromIssues,
  messageOfError,
  translateApiMessage,
} from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/useSnackbar';
import { useIsTaken } from '../../auth/hooks/useAvailability';
import { useUpdateUser } from '../hooks/useUpdateUser';

/** SPEC §5 settings: the username is required and must not be taken (checked while typing). */
export function UsernameForm({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const [username, setUsername] = useState(user.username);
  const update = useUpdateUser({ onSuccess: () => snackbar.show(t('username.saved')) });
  const isChanged = username.trim() !== user.username;
  const clientError = fieldErrorsFromIssues(
    ZUsernameUpdate.safeParse({ username }).error?.issues ?? [],
  ).username;
  const isTaken = useIsTaken('username', username, isChanged && !clientError);
  const serverError = update.isError ? fieldErrorsFromApiError(update.error).username : undefined;
  const error =
    serverError ??
    clientError ??
    (isTaken ? translateApiMessage('validation.usernameTaken') : undefined) ??
    (update.isError ? messageOfError(update.error) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isChanged || clientError || isTaken) return;
    update.mutate({ method: 'PUT', path: SETTINGS_PATHS.username, body: { username: username.trim() } });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('username.label')}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('username.label')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          style={{ flex: '1 1 220px' }}
          value={username}
          error={error}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            update.reset();
          }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} disabled={!isChanged} loading={update.isPending}>
          {t('username.save')}
        </Button>
      </Group>
    </form>
  );
}
