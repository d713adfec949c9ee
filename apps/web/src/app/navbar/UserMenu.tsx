import { Menu, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLifebuoy, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../features/auth/logout';
import { getRuntimeConfig } from '../../lib/runtimeConfig';
import { UserAvatar } from '../../ui/UserAvatar';

/** The fields of the signed-in user that the menu shows (loaded by the Accounts issue). */
export interface NavUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  image_file?: string | null;
  /** Issue 20: advertisers get the campaigns tab. */
  type?: 'INFLUENCER' | 'ADVERTISER';
}

interface UserMenuProps {
  user: NavUser | null;
  avatarSize?: number;
}

/** SPEC §2: photo, first and last name, email, my profile, settings, support mail link, logout. */
export function UserMenu({ user, avatarSize = 36 }: UserMenuProps) {
  const { t } = useTranslation('nav');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const supportEmail = getRuntimeConfig().supportEmail;
  const [isOpen, setOpen] = useState(false);
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : t('userMenu.fallbackName');

  const handleLogout = () => {
    void logout(queryClient).then(() => navigate('/login'));
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" opened={isOpen} onChange={setOpen}>
      <Menu.Target>
        <Tooltip label={t('userMenu.open')} withArrow openDelay={300} disabled={isOpen}>
          {/* The Tooltip between Menu.Target and the button drops the target's ARIA state: set here. */}
          <UnstyledButton style={{ borderRadius: '50%' }} aria-haspopup="menu" aria-expanded={isOpen}>
            {/* Named by its text, not aria-label: the initials it shows would not be part of an
                aria-label (axe: label-content-name-mismatch); the photo is decoration here. */}
            <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
            <UserAvatar
              imageFile={user?.image_file}
              userId={user?.id}
              alt={t('userMenu.photoAlt')}
              size={avatarSize}
              radius="xl"
              aria-hidden
            />
          </UnstyledButton>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={6}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          {user?.email && (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          )}
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/user-profile" leftSection={<IconUser aria-hidden size={16} />}>
          {t('userMenu.myProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/user-settings" leftSection={<IconSettings aria-hidden size={16} />}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={`mailto:${supportEmail}`}
          leftSection={<IconLifebuoy aria-hidden size={16} />}
        >
          {t('userMenu.support')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout aria-hidden size={16} />} onClick={handleLogout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
