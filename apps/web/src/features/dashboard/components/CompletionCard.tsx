import { Anchor, List, Progress, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { TProfileStrength, TUserType } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileStrengthQuery } from '../../profile/api/profileApi';
import { describeCompletion } from '../../profile/lib/profileCompletion';
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
      {strength.data && <CompletionSteps strength={strength.data} type={type} />}
    </DashboardCard>
  );
}

function CompletionSteps({ strength, type }: { strength: TProfileStrength; type: TUserType }) {
  const { t } = useTranslation(['dashboard', 'profile']);
  const completion = describeCompletion(strength, type);
  return (
    <>
      <Progress
        value={completion.percent}
        color={completion.isComplete ? 'teal' : 'violet'}
        aria-label={t('completion.title')}
      />
      {completion.isComplete ? (
        <Text size="sm">{t('completion.complete')}</Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" p={0}>
          {completion.items.map((item) => (
            <List.Item
              key={item.step}
              icon={
                item.isDone ? (
                  <IconCircleCheck aria-hidden size={18} color="var(--mantine-color-teal-7)" />
                ) : (
                  <IconCircleDashed aria-hidden size={18} color="var(--mantine-color-gray-6)" />
                )
              }
            >
              {item.isDone ? (
                <Text size="sm" span>
                  {t(`profile:${item.labelKey}`)}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('completion.done')}
                  </Text>
                </Text>
              ) : (
                <Anchor component={Link} to={`/user-profile?tab=${item.tab}`} size="sm">
                  {t(`profile:${item.labelKey}`)}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
