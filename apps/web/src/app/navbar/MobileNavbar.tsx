import { Group } from '@mantine/core';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import type { NavTab } from './activeTab';
import { MOBILE_TAB_ORDER, NavTabItems } from './NavTabItems';
import { UserMenu, type NavUser } from './UserMenu';

export interface MobileNavbarProps {
  activeTab: NavTab | null;
  unseenCount: number;
  user: NavUser | null;
}

/** SPEC §2: below 768 px, icon tabs for dashboard, creator search, offer search, messenger, and the photo. */
export function MobileNavbar({ activeTab, unseenCount, user }: MobileNavbarProps) {
  return (
    <Group justify="space-between" wrap="nowrap" h="100%" gap={4}>
      <Group gap={2} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        <NavTabItems
          order={MOBILE_TAB_ORDER}
          activeTab={activeTab}
          unseenCount={unseenCount}
          isAdvertiser={user?.type === 'ADVERTISER'}
          size="xl"
        />
      </Group>
      <Group gap={8} wrap="nowrap">
        <LanguageSwitcher />
        <UserMenu user={user} avatarSize={34} />
      </Group>
    </Group>
  );
}
