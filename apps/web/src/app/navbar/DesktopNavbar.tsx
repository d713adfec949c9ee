import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { IconBug, IconSquarePlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import type { NavTab } from './activeTab';
import { Brand } from './Brand';
import { NavIconLink } from './NavIconLink';
import { NavSearchForm } from './NavSearchForm';
import { DESKTOP_TAB_ORDER, NavTabItems } from './NavTabItems';
import { UserMenu, type NavUser } from './UserMenu';

/** The bug-report dialog is loaded on its first use: most visits never open it. */
const BugReportDialog = lazy(async () => ({
  default: (await import('../../features/bugReport/components/BugReportDialog')).BugReportDialog,
}));

export interface DesktopNavbarProps {
  activeTab: NavTab | null;
  unseenCount: number;
  user: NavUser | null;
}

/** SPEC §2: the desktop navbar of a logged-in user (768 px and wider). */
export function DesktopNavbar({ activeTab, unseenCount, user }: DesktopNavbarProps) {
  const { t } = useTranslation('nav');
  const [isBugReportOpen, setIsBugReportOpen] = useState(false);
  // Stays mounted after closing: a report's call finishes after the dialog closes (SPEC §4).
  const [isBugReportLoaded, setIsBugReportLoaded] = useState(false);

  return (
    <Group justify="space-between" wrap="nowrap" h="100%" gap="md">
      <Group gap="lg" wrap="nowrap">
        <Brand to="/dashboard" />
        <Box visibleFrom="md">
          <NavSearchForm />
        </Box>
      </Group>
      <Group gap={6} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        <NavTabItems
          order={DESKTOP_TAB_ORDER}
          activeTab={activeTab}
          unseenCount={unseenCount}
          isAdvertiser={user?.type === 'ADVERTISER'}
        />
        <li>
          <NavIconLink to="/user-profile/offers" label={t('tabs.addOffer')} icon={IconSquarePlus} />
        </li>
        <li>
          <Tooltip label={t('tabs.bugReport')} withArrow openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t('tabs.bugReport')}
              onClick={() => {
                setIsBugReportLoaded(true);
                setIsBugReportOpen(true);
              }}
            >
              <IconBug aria-hidden size={22} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </li>
        <li>
          <LanguageSwitcher />
        </li>
        <li>
          <UserMenu user={user} />
        </li>
      </Group>
      {isBugReportLoaded && (
        <Suspense fallback={null}>
          <BugReportDialog opened={isBugReportOpen} onClose={() => setIsBugReportOpen(false)} />
        </Suspense>
      )}
    </Group>
  );
}
