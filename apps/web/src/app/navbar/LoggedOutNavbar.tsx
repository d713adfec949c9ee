import { Box, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Brand } from './Brand';

/**
 * SPEC §2: the logged-out navbar: inline sign-in (wide screens), login and register links (both
 * also on phones), and the language switch.
 */
export function LoggedOutNavbar() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const isOnLogin = pathname === '/login';
  return (
    <Group justify="space-between" wrap="nowrap" h="100%" gap="sm">
      <Brand to="/" isCompact />
      <Group gap="xs" wrap="nowrap">
        {!isOnLogin && (
          <Box visibleFrom="md">
            <SignInForm variant="inline" />
          </Box>
        )}
        <Button
          component={Link}
          to="/login"
          variant="subtle"
          size="xs"
          px={8}
          visibleFrom="sm"
          hiddenFrom={isOnLogin ? undefined : 'md'}
        >
          {t('loggedOut.login')}
        </Button>
        <Button component={Link} to="/login" variant="subtle" size="xs" px={6} hiddenFrom="sm">
          {t('loggedOut.login')}
        </Button>
        {/* Issue 18: on a phone too, beside the login link. */}
        <Button component={Link} to="/register" variant="default" size="xs" px={{ base: 6, sm: 8 }}>
          {t('loggedOut.register')}
        </Button>
        <LanguageSwitcher />
      </Group>
    </Group>
  );
}
