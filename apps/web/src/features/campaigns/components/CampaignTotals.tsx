import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TCampaignStatus, TCampaignTotals } from '@spona/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatNumber, formatEuros } from '@spona/contracts';

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {children}
    </Paper>
  );
}

/**
 * Issue 20: what a campaign costs against its budget (over budget said in words, not only in red),
 * its total reach and, once sent, the spend so far.
 */
export function CampaignTotals({ totals, status }: { totals: TCampaignTotals; status: TCampaignStatus }) {
  const { t } = useTranslation('campaigns');
  const { locale } = useLanguage();
  const euro = (amount: number) => formatEuros(amount, locale);
  const share = totals.budget ? Math.min(100, (totals.price / totals.budget) * 100) : 0;

  return (
    <Stack gap="xs" component="section" aria-label={t('totals.label')} data-testid="campaign-totals">
      <SimpleGrid cols={{ base: 1, xs: 2, md: status === 'SENT' ? 3 : 2 }} spacing="sm">
        <Figure label={t('totals.price')} value={euro(totals.price)}>
          {totals.budget === null ? (
            <Text size="sm" c="dimmed">
              {t('totals.noBudget')}
            </Text>
          ) : (
            <Stack gap={4} mt={4}>
              <Progress
                value={share}
                color={totals.is_over_budget ? 'red.9' : 'violet'}
                aria-label={t('totals.ofBudget', { budget: euro(totals.budget) })}
              />
              {totals.is_over_budget && totals.remaining !== null ? (
                <Group gap={4} wrap="nowrap" data-testid="over-budget">
                  <IconAlertTriangle aria-hidden size={16} color="var(--mantine-color-red-9)" />
                  <Text size="sm" fw={700} c="red.9">
                    {t('totals.overBudget', { amount: euro(-totals.remaining), budget: euro(totals.budget) })}
                  </Text>
                </Group>
              ) : (
                <Text size="sm" data-testid="within-budget">
                  {t('totals.remaining', {
                    amount: euro(totals.remaining ?? 0),
                    budget: euro(totals.budget),
                  })}
                </Text>
              )}
            </Stack>
          )}
          {totals.has_guide_prices && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('totals.guideNote')}
            </Text>
          )}
        </Figure>
        <Figure label={t('totals.reach')} value={formatNumber(totals.reach, locale)}>
          <Text size="sm" c="dimmed">
            {t('totals.reachHint')}
          </Text>
        </Figure>
        {status === 'SENT' && (
          <Figure label={t('totals.spend')} value={euro(totals.spend)}>
            <Text size="sm" c="dimmed">
              {t('totals.completedSpend', { amount: euro(totals.completed_spend) })}
            </Text>
          </Figure>
        )}
      </SimpleGrid>
    </Stack>
  );
}
