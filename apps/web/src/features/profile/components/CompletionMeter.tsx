import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import type { TUserType } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileStrengthQuery } from '../api/profileApi';
import { describeCompletion, type CompletionItem } from '../lib/profileCompletion';
import { CompletionSteps } from './CompletionSteps';

interface CompletionMeterProps {
  type: TUserType;
  /** Opens the place where a missing step is done. */
  onGoToStep: (item: CompletionItem) => void;
}

/** SPEC §9 profile completion: the percentage, and a link to each missing step. */
export function CompletionMeter({ type, onGoToStep }: CompletionMeterProps) {
  const { t } = useTranslation('profile');
  const strength = useQuery(profileStrengthQuery());
  if (!strength.data) {
    return (
      <Paper withBorder p="md" radius="md">
        <Skeleton h={120} />
      </Paper>
    );
  }
  const completion = describeCompletion(strength.data, type);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="completion-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="completion-title">
            {t('completion.title')}
          </Title>
          <Text fw={700} data-testid="completion-percent">
            {t('completion.percent', { percent: completion.percent })}
          </Text>
        </Group>
        <CompletionSteps
          strength={strength.data}
          type={type}
          ns="profile"
          isListedWhenComplete
          renderMissingStep={(item, label) => (
            <Anchor component="button" type="button" size="sm" onClick={() => onGoToStep(item)}>
              {label}
            </Anchor>
          )}
        />
      </Stack>
    </Paper>
  );
}
