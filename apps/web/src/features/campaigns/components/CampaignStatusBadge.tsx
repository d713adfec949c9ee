import { Badge } from '@mantine/core';
import type { TCampaignStatus } from '@spona/contracts';
import { useTranslation } from 'react-i18next';

/** A campaign's state: a draft being built, or sent. */
export function CampaignStatusBadge({ status }: { status: TCampaignStatus }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge color={status === 'SENT' ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
