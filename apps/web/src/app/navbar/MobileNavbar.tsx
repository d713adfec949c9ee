import { Group } from '@mantine/core';
import { IconLayoutDashboard, IconMessages, IconSpeakerphone, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import type { NavTab } from './activeTab';
import { NavIconLink } from './NavIconLink';
import { UserMenu, type NavUser } from './UserMenu';

interface MobileNavbarProps {
  activeTab: NavTab | null;
  unseenCount: number;
  user: NavUser | null;
}

/** SPEC §2: below 768 px, icon tabs for dashboard, creator search, offer search, messenger, and the photo. */
export function MobileNavbar({ activeTab, unseenCount, user }: MobileNavbarProps) {
  const { t } = useTranslation('nav');
  const messengerLabel = unseenCount > 0 ? t('messengerUnseen', { count: unseenCount }) : t('tabs.messenger');
  return (
    <Group justify="space-between" wrap="nowrap" h="100%" gap={4}>
      <Group gap={2} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        <li>
          <NavIconLink
            to="/dashboard"
            label={t('tabs.dashboard')}
            icon={IconLayoutDashboard}
            isActive={activeTab === 'DASHBOARD'}
            size="xl"
          />
        </li>
        <li>
          <NavIconLink
            to="/search/creators"
            label={t('tabs.searchCreators')}
            icon={IconUsers}
            isActive={activeTab === 'SEARCH_CREATORS'}
            size="xl"
          />
        </li>
        <li>
          <NavIconLink
            to="/search/offers"
            label={t('tabs.searchOffers')}
            icon={IconSpeakerphone}
            isActive={activeTab === 'SEARCH_OFFERS'}
            size="xl"
          />
        </li>
        <li>
          <NavIconLink
            to="/messenger"
            label={messengerLabel}
            icon={IconMessages}
            isActive={activeTab === 'MESSENGER'}
            badge={unseenCount}
            size="xl"
          />
        </li>
      </Group>
      <Group gap={8} wrap="nowrap">
        <LanguageSwitcher />
        <UserMenu user={user} avatarSize={34} />
      </Group>
    </Group>
  );
}
