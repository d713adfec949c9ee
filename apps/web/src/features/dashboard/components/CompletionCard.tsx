import { Anchor, Text } from '@mantine/core';
import type { TUserType } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileStrengthQuery } from '../../profile/api/profileApi';
import { CompletionSteps } from '../../profile/components/CompletionSteps';
import { DashboardCard } from './DashboardCard';

/** SPEC §9 profile completion (GET dashboard/profile-strength), each missing step a link to its editor tab. */
export function CompletionCard({ type }: { type: TUserType }) {
  const { t } = useTranslation('dashboard');
  const strength = useQuery(profileStrengthQuery());
  return (
    <DashboardCard
      id="dashboard-completion"
      title={t('completion.title')}
      isLoading={strength.isPending}
      isError={strength.isError}
      onRetry={() => void strength.refetch()}
      aside={
        strength.data && (
          <Text fw={700} data-testid="dashboard-completion-percent">
            {t('completion.percent', { percent: strength.data.percent })}
          </Text>
        )
      }
    >
      {strength.data && (
        <CompletionSteps
          strength={strength.data}
          type={type}
          ns="dashboard"
          isListedWhenComplete={false}
          renderMissingStep={(item, label) => (
            <Anchor component={Link} to={`/user-profile?tab=${item.tab}`} size="sm">
              {label}
            </Anchor>
          )}
        />
      )}
    </DashboardCard>
  );
}
