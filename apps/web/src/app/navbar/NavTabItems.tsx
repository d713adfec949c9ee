import {
  IconLayoutDashboard,
  IconMessages,
  IconSpeakerphone,
  IconTargetArrow,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavTab } from './activeTab';
import { NavIconLink } from './NavIconLink';

type LinkTab = Exclude<NavTab, 'USER_PROFILE'>;

/** SPEC §2 Navigation: the icon tabs of the signed-in navbars (the profile is the user's photo). */
const NAV_TABS = {
  DASHBOARD: { to: '/dashboard', labelKey: 'tabs.dashboard', icon: IconLayoutDashboard },
  SEARCH_CREATORS: { to: '/search/creators', labelKey: 'tabs.searchCreators', icon: IconUsers },
  SEARCH_OFFERS: { to: '/search/offers', labelKey: 'tabs.searchOffers', icon: IconSpeakerphone },
  CAMPAIGNS: { to: '/campaigns', labelKey: 'tabs.campaigns', icon: IconTargetArrow },
  MESSENGER: { to: '/messenger', labelKey: 'tabs.messenger', icon: IconMessages },
} as const satisfies Record<LinkTab, { to: string; labelKey: string; icon: Icon }>;

/** SPEC §2: the desktop shows the searches first; the mobile bar starts with the dashboard. */
export const DESKTOP_TAB_ORDER: readonly LinkTab[] = [
  'SEARCH_CREATORS',
  'SEARCH_OFFERS',
  'CAMPAIGNS',
  'MESSENGER',
  'DASHBOARD',
];
export const MOBILE_TAB_ORDER: readonly LinkTab[] = [
  'DASHBOARD',
  'SEARCH_CREATORS',
  'SEARCH_OFFERS',
  'CAMPAIGNS',
  'MESSENGER',
];

interface NavTabItemsProps {
  order: readonly LinkTab[];
  activeTab: NavTab | null;
  /** SPEC §2: the messenger's badge of unseen arrangements, shown above zero. */
  unseenCount: number;
  size?: 'lg' | 'xl';
  /** Issue 20: the campaigns tab is an advertiser's only. */
  isAdvertiser: boolean;
}

/** The navbar's icon tabs as list items, in the variant's order. */
export function NavTabItems({ order, activeTab, unseenCount, size, isAdvertiser }: NavTabItemsProps) {
  const { t } = useTranslation('nav');
  const tabs = isAdvertiser ? order : order.filter((tab) => tab !== 'CAMPAIGNS');
  return tabs.map((tab) => {
    const { to, labelKey, icon } = NAV_TABS[tab];
    const isMessenger = tab === 'MESSENGER';
    const label = isMessenger && unseenCount > 0 ? t('messengerUnseen', { count: unseenCount }) : t(labelKey);
    return (
      <li key={tab}>
        <NavIconLink
          to={to}
          label={label}
          icon={icon}
          isActive={activeTab === tab}
          badge={isMessenger ? unseenCount : 0}
          size={size}
        />
      </li>
    );
  });
}
