import { ActionIcon, AppShell, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../app/PageLoader';
import { RouteErrorBoundary } from '../../../app/RouteErrorBoundary';
import { useIsMobile } from '../../../ui/hooks/useIsMobile';
import { LanguageSwitcher } from '../../../ui/LanguageSwitcher';
import { consoleKeys, logOutStaff } from '../api/consoleApi';
import { useMe } from '../hooks/useMe';
import { clearStaffSession } from '../lib/staffSession';
import { ConsoleNav } from './ConsoleNav';
import { CONSOLE_MAIN_ID, SkipLink } from './SkipLink';

const HEADER_HEIGHT = 56;

/**
 * Issue 17: the console's frame: a header with its name, who is signed in (name and role), the
 * language switch and sign-out; the navbar of its pages (a burger menu on a phone); the page in <main>.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const me = useMe();
  const isMobile = useIsMobile();

  useEffect(closeNav, [pathname, closeNav]);

  const handleSignOut = async () => {
    // The server's session ends first when it can; the tab's ends in any case.
    await logOutStaff().catch(() => undefined);
    clearStaffSession();
    queryClient.removeQueries({ queryKey: consoleKeys.all });
  };

  const whoAmI = me.data && (
    <Text size="sm" data-testid="console-me">
      {t('app.signedInAs', { name: me.data.name, role: t(`roles.${me.data.role}`) })}
    </Text>
  );

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(isNavOpen ? 'app.closeMenu' : 'app.openMenu')}
              aria-expanded={isNavOpen}
              aria-controls="console-navbar"
            />
            <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
              {t('app.name')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="sm">{whoAmI}</Group>
            <LanguageSwitcher />
            <Button
              visibleFrom="sm"
              variant="default"
              size="xs"
              leftSection={<IconLogout aria-hidden size={16} />}
              onClick={() => void handleSignOut()}
            >
              {t('app.signOut')}
            </Button>
            {/* A phone's header has room for the icon only; its name stays for assistive technology. */}
            <ActionIcon
              hiddenFrom="sm"
              variant="default"
              size="lg"
              aria-label={t('app.signOut')}
              title={t('app.signOut')}
              onClick={() => void handleSignOut()}
            >
              <IconLogout aria-hidden size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="console-navbar"
        component="nav"
        aria-label={t('nav.label')}
        p="xs"
        // A closed menu on a phone is off screen: keep it out of the keyboard's way too.
        inert={isMobile && !isNavOpen}
      >
        <Stack justify="space-between" h="100%">
          <ConsoleNav onNavigate={closeNav} />
          <Group hiddenFrom="sm" px="sm" pb="sm">
            {whoAmI}
          </Group>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id={CONSOLE_MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
