import { Box, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour (a Mantine variable). */
  color: string;
  /** One value per week, in the order of `weeks`. */
  values: number[];
}

interface WeeklyBarChartProps {
  title: string;
  /** Monday of each week, YYYY-MM-DD, oldest first. */
  weeks: string[];
  series: ChartSeries[];
}

/** The drawing's width before the figure is measured (and its least, so bars keep a width). */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 240;
const HEIGHT = 220;
const AXIS_LEFT = 36;
const AXIS_BOTTOM = 24;
/** Room right of the last bar for half of its label. */
const RIGHT = 20;
const TOP = 8;
const FONT_SIZE = 12;
/** Room for one week's label ("30. 11."), so labels never overlap on a phone. */
const LABEL_WIDTH = 48;

/** The week's Monday as a short day and month in the interface language. */
function weekLabel(week: string, locale: string): string {
  const date = new Date(`${week}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? week
    : date.toLocaleDateString(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
}

/** A round top of the scale at or above `max` (1, 2, 4, 6, 8 × 10ⁿ): even, so its half is a whole count. */
function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 4, 6, 8, 10].find((step) => step * power >= max) ?? 10) * power;
}

/** The scale's lines: 0, the half and the top; the half only when it is a whole count. */
function ticksOf(top: number): number[] {
  return Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top];
}

/**
 * Issue 17 (console numbers): a stacked bar per week, drawn as SVG of our own (no chart library in
 * the bundle). The picture is hidden from assistive technology; the same figures are a table below
 * it (visually hidden), with a legend that names the colours.
 */
export function WeeklyBarChart({ title, weeks, series }: WeeklyBarChartProps) {
  const { t, i18n } = useTranslation('console');
  const titleId = useId();
  // Drawn at the width it is shown at, so its texts keep their size on a phone (no scaled-down SVG).
  const { ref, width: measured } = useElementSize<HTMLDivElement>();
  const width = measured > 0 ? Math.max(MIN_WIDTH, Math.floor(measured)) : DEFAULT_WIDTH;
  const number = new Intl.NumberFormat(i18n.language);
  const totals = weeks.map((_, index) => series.reduce((sum, row) => sum + (row.values[index] ?? 0), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const plotHeight = HEIGHT - AXIS_BOTTOM - TOP;
  const slot = (width - AXIS_LEFT - RIGHT) / Math.max(1, weeks.length);
  const barWidth = Math.max(4, slot * 0.6);
  // Every week's label when there is room, else every second or third one, counted from the newest.
  const labelEvery = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  return (
    <Stack gap="xs" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      <Box ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          aria-hidden="true"
          focusable="false"
        >
          {ticksOf(top).map((tick) => (
            <g key={tick}>
              <line
                x1={AXIS_LEFT}
                x2={width - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--mantine-color-gray-3)"
              />
              <text
                x={AXIS_LEFT - 6}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={FONT_SIZE}
                fill="var(--mantine-color-gray-7)"
              >
                {number.format(tick)}
              </text>
            </g>
          ))}
          {weeks.map((week, index) => {
            const x = AXIS_LEFT + index * slot + (slot - barWidth) / 2;
            let base = 0;
            return (
              <g key={week}>
                {series.map((row) => {
                  const value = row.values[index] ?? 0;
                  const rect = (
                    <rect
                      key={row.key}
                      x={x}
                      width={barWidth}
                      y={y(base + value)}
                      height={y(base) - y(base + value)}
                      fill={row.color}
                    />
                  );
                  base += value;
                  return value > 0 ? rect : null;
                })}
                {(weeks.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - 6}
                    textAnchor="middle"
                    fontSize={FONT_SIZE}
                    fill="var(--mantine-color-gray-7)"
                  >
                    {weekLabel(week, i18n.language)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </Box>
      <Group gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-hidden="true">
        {series.map((row) => (
          <Group key={row.key} gap={6} component="li" wrap="nowrap">
            <Box w={12} h={12} bg={row.color} style={{ borderRadius: 2 }} />
            <Text size="xs">{row.label}</Text>
          </Group>
        ))}
      </Group>
      <VisuallyHidden>
        <Table>
          <caption>{t('chart.tableCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.week')}</th>
              {series.map((row) => (
                <th key={row.key} scope="col">
                  {row.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, index) => (
              <tr key={week}>
                <th scope="row">{weekLabel(week, i18n.language)}</th>
                {series.map((row) => (
                  <td key={row.key}>{row.values[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
