import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Dialog } from '../../../ui/Dialog';

interface SearchLoginWallProps {
  /** The search the visitor wanted; by default the current page. */
  from?: string;
  /** Where the page itself is the sign-in form: 'Sign in' closes the dialog instead of going there. */
  onSignIn?: () => void;
}

/**
 * SPEC §2 and §6 'search login wall': anonymous visitors of a search page are asked to sign in or
 * register, over the page's frame. It cannot be dismissed; both ways out carry the search to come
 * back to, as the logged-in guard does (`state.from`).
 */
export function SearchLoginWall({ from: wanted, onSignIn }: SearchLoginWallProps) {
  // Its texts are sign-in texts, loaded with the shell: the login page shows it too, before any
  // feature page's texts are in.
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  // The login page shows this dialog to visitors the guard sent from a search, but not again to those
  // who come from it.
  const from = { from: wanted ?? `${pathname}${search}`, isFromSearchWall: true };
  return (
    <Dialog
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('searchWall.title')}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconLock size={22} />
          </ThemeIcon>
          <Text size="sm">{t('searchWall.text')}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/register" state={from} variant="default">
            {t('searchWall.register')}
          </Button>
          {onSignIn ? (
            <Button onClick={onSignIn} data-autofocus>
              {t('searchWall.login')}
            </Button>
          ) : (
            <Button component={Link} to="/login" state={from} data-autofocus>
              {t('searchWall.login')}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
