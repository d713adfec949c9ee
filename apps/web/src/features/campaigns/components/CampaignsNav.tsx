import { Button, Group } from '@mantine/core';
import { IconBookmarks, IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The two screens of the campaign builder (issue 20): the campaigns and the shortlists. */
export function CampaignsNav({ current }: { current: 'campaigns' | 'shortlists' }) {
  const { t } = useTranslation('campaigns');
  const items = [
    { key: 'campaigns', to: '/campaigns', label: t('nav.campaigns'), icon: IconTargetArrow },
    { key: 'shortlists', to: '/campaigns/shortlists', label: t('nav.shortlists'), icon: IconBookmarks },
  ] as const;
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="xs">
      {items.map(({ key, to, label, icon: Icon }) => (
        <Button
          key={key}
          component={Link}
          to={to}
          variant={current === key ? 'light' : 'subtle'}
          color={current === key ? 'violet' : 'dark'}
          leftSection={<Icon aria-hidden size={18} />}
          aria-current={current === key ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
