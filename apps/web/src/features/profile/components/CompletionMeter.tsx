import { Anchor, Group, List, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { TUserType } from '@spona/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileStrengthQuery } from '../api/profileApi';
import { describeCompletion, type CompletionItem } from '../lib/profileCompletion';

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
        <Progress
          value={completion.percent}
          color={completion.isComplete ? 'teal' : 'violet'}
          aria-label={t('completion.title')}
        />
        {completion.isComplete && <Text size="sm">{t('completion.complete')}</Text>}
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
                  {t(item.labelKey)}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('completion.done')}
                  </Text>
                </Text>
              ) : (
                <Anchor component="button" type="button" size="sm" onClick={() => onGoToStep(item)}>
                  {t(item.labelKey)}
                </Anchor>
              )}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
