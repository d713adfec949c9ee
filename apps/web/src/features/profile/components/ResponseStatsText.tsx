import { Text, type TextProps } from '@mantine/core';
import type { TResponseStats } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { responseRatePercent, roundResponseTime } from '../lib/responseStats';

interface ResponseStatsTextProps extends TextProps {
  /** The creator's response figures; nothing is shown without them (too few requests). */
  stats: TResponseStats | null;
}

/**
 * Issue 16 item 7: "Responds within ~2 h · 90 % response rate" on a creator's profile and search card;
 * only the rate when no request was answered yet; nothing below RESPONSE_STATS_MIN_REQUESTS requests.
 */
export function ResponseStatsText({ stats, ...textProps }: ResponseStatsTextProps) {
  const { t } = useTranslation('profile');
  if (!stats) return null;
  const rate = t('responseStats.rate', { percent: responseRatePercent(stats) });
  if (stats.median_minutes === null) {
    return (
      <Text size="sm" data-testid="response-stats" {...textProps}>
        {rate}
      </Text>
    );
  }
  const { unit, count } = roundResponseTime(stats.median_minutes);
  const time = t(`responseStats.${unit}`, { count });
  return (
    <Text size="sm" data-testid="response-stats" {...textProps}>
      {t('responseStats.summary', { time, rate })}
    </Text>
  );
}
