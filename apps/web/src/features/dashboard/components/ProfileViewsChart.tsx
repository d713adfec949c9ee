import { Box, Group, Text } from '@mantine/core';
import type { TProfileViews } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { scaleViews } from '../lib/viewsChart';

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;

/**
 * Profile views per day as bars: a hand-drawn SVG keeps a chart library out of the bundle. The chart
 * is one image with a summary for assistive technology; each bar's title names its day and count.
 */
export function ProfileViewsChart({ views }: { views: TProfileViews }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLanguage();
  const { bars, axisMax } = scaleViews(views.data, { width: WIDTH, height: HEIGHT, gap: GAP });
  const formatDay = (date: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(date),
    );
  const first = views.data[0];
  const last = views.data.at(-1);
  const summary = t('views.chartSummary', { count: views.total, days: views.data.length });
  return (
    <Box>
      <Group gap="xs" align="stretch" wrap="nowrap">
        <Box
          aria-hidden
          style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
          fz="xs"
          c="dimmed"
        >
          <span>{axisMax}</span>
          <span>0</span>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            width="100%"
            height={HEIGHT}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            data-testid="views-chart"
          >
            <line
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - 0.5}
              y2={HEIGHT - 0.5}
              stroke="var(--mantine-color-gray-4)"
            />
            {bars.map((bar) => (
              <rect
                key={bar.date}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={2}
                fill="var(--mantine-color-violet-6)"
              >
                <title>{t('views.bar', { date: formatDay(bar.date), count: bar.views })}</title>
              </rect>
            ))}
          </svg>
        </Box>
      </Group>
      {first && last && (
        <Group justify="space-between" fz="xs" c="dimmed" mt={4} aria-hidden>
          <Text span size="xs" c="dimmed">
            {formatDay(first.date)}
          </Text>
          <Text span size="xs" c="dimmed">
            {formatDay(last.date)}
          </Text>
        </Group>
      )}
    </Box>
  );
}
