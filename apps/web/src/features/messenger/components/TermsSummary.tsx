import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { IconCalendarDue, IconCoinEuro, IconGift } from '@tabler/icons-react';
import type { TTerms } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { describeCompensation, formatDeadline, type Translate } from '../lib/termsDisplay';

interface TermsSummaryProps {
  terms: TTerms;
  /** One line (the conversation header): compensation, deadline and the number of deliverables. */
  isCompact?: boolean;
}

/**
 * Issue 16: the terms, always visible: the compensation (the amount, or the giveaway with its
 * description), the deadline and the deliverables. Compact in the conversation header; whole in the
 * request as the receiver reads it and in a counter-offer.
 */
export function TermsSummary({ terms, isCompact = false }: TermsSummaryProps) {
  const { t } = useTranslation('messenger');
  const { locale } = useLanguage();
  const compensation = terms.compensation;
  const CompensationIcon = compensation?.kind === 'GIVEAWAY' ? IconGift : IconCoinEuro;
  const amount = describeCompensation(compensation, locale, t as unknown as Translate);
  const deadline = terms.deadline ? t('terms.due', { date: formatDeadline(terms.deadline, locale) }) : null;

  if (isCompact) {
    return (
      <Group gap={6} wrap="wrap" aria-label={t('terms.label')} role="group" data-testid="terms-summary">
        <Badge
          variant="light"
          color="violet"
          tt="none"
          leftSection={<CompensationIcon aria-hidden size={12} />}
          title={compensation?.kind === 'GIVEAWAY' ? compensation.description : undefined}
        >
          {amount}
        </Badge>
        {deadline && (
          <Badge
            variant="light"
            color="gray"
            tt="none"
            leftSection={<IconCalendarDue aria-hidden size={12} />}
          >
            {deadline}
          </Badge>
        )}
        {terms.deliverables.length > 0 && (
          // Two lines at most (a phone shows them whole more often), the whole list on hover.
          <Text
            size="xs"
            c="dimmed"
            lineClamp={2}
            title={terms.deliverables.join(' · ')}
            style={{ minWidth: 0, flex: 1 }}
          >
            {terms.deliverables.join(' · ')}
          </Text>
        )}
      </Group>
    );
  }

  return (
    <Stack gap={4} aria-label={t('terms.label')} role="group" data-testid="terms-summary">
      <Text size="sm">
        <Text span fw={600}>
          {t('terms.compensation')}:{' '}
        </Text>
        {compensation?.kind === 'GIVEAWAY'
          ? t('terms.giveaway', { description: compensation.description })
          : amount}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {t('terms.deadline')}:{' '}
        </Text>
        {terms.deadline ? formatDeadline(terms.deadline, locale) : t('terms.noDeadline')}
      </Text>
      {terms.deliverables.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('terms.deliverables')}:
          </Text>
          <List size="sm" spacing={2}>
            {terms.deliverables.map((line, index) => (
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
