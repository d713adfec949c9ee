import { Badge } from '@mantine/core';
import type { TSocialVerification } from '@spona/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TSocialVerification, string> = {
  VERIFIED: 'teal',
  IN_PROGRESS: 'yellow',
  UNVERIFIED: 'gray',
  DELETING: 'red',
};

/** SPEC §4 social account verification state. */
export function VerificationBadge({ state }: { state: TSocialVerification }) {
  const { t } = useTranslation('profile');
  return (
    <Badge color={COLORS[state]} variant={state === 'VERIFIED' ? 'filled' : 'light'}>
      {t(`networks.state.${state}`)}
    </Badge>
  );
}
