import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * SPEC §2 and §6 'search login wall': anonymous visitors of a search page are asked to sign in or
 * register, over the page's frame. It cannot be dismissed; both ways out carry the search to come
 * back to, as the logged-in guard does (`state.from`).
 */
export function SearchLoginWall() {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  const from = { from: `${pathname}${search}` };
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('loginWall.title')}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <IconLock size={22} />
          </ThemeIcon>
          <Text size="sm">{t('loginWall.text')}</Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/register" state={from} variant="default">
            {t('loginWall.register')}
          </Button>
          <Button component={Link} to="/login" state={from} data-autofocus>
            {t('loginWall.login')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
