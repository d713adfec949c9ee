import { List, Progress, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { TProfileStrength, TUserType } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeCompletion, type CompletionItem } from '../lib/profileCompletion';

interface CompletionStepsProps {
  strength: TProfileStrength;
  type: TUserType;
  /** The catalogue of the title, 'complete' and 'done' texts: the dashboard's card or the editor's meter. */
  ns: 'dashboard' | 'profile';
  /** The editor lists the steps also when all are done; the dashboard only says so. */
  isListedWhenComplete: boolean;
  /** The way to a missing step: a link to its editor tab, or a button that opens it. */
  renderMissingStep: (item: CompletionItem, label: string) => ReactNode;
}

/** SPEC §9 profile completion: the bar, and each step done or the way to do it. */
export function CompletionSteps({
  strength,
  type,
  ns,
  isListedWhenComplete,
  renderMissingStep,
}: CompletionStepsProps) {
  const { t } = useTranslation(ns);
  const { t: tProfile } = useTranslation('profile');
  const completion = describeCompletion(strength, type);
  const isListed = !completion.isComplete || isListedWhenComplete;
  return (
    <>
      <Progress
        value={completion.percent}
        color={completion.isComplete ? 'teal' : 'violet'}
        aria-label={t('completion.title')}
      />
      {completion.isComplete && <Text size="sm">{t('completion.complete')}</Text>}
      {isListed && (
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
                  {tProfile(item.labelKey)}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('completion.done')}
                  </Text>
                </Text>
              ) : (
                renderMissingStep(item, tProfile(item.labelKey))
              )}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
