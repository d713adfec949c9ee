import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface NavIconLinkProps {
  to: string;
  label: string;
  icon: Icon;
  isActive?: boolean;
  /** A number badge, shown when above zero. */
  badge?: number;
  size?: 'lg' | 'xl';
}

/** An icon tab of the navbar: a link with an accessible name, a tooltip and the active state. */
export function NavIconLink({
  to,
  label,
  icon: IconComponent,
  isActive = false,
  badge = 0,
  size = 'lg',
}: NavIconLinkProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <Indicator
        label={badge}
        disabled={badge <= 0}
        color="red.9"
        size={16}
        offset={4}
        styles={{ indicator: { fontWeight: 700 } }}
      >
        <ActionIcon
          component={Link}
          to={to}
          aria-label={label}
          aria-current={isActive ? 'page' : undefined}
          variant={isActive ? 'filled' : 'subtle'}
          color={isActive ? undefined : 'dark'}
          size={size}
          radius="md"
        >
          <IconComponent aria-hidden size={22} stroke={1.7} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
