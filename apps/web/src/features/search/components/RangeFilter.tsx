import { Group, Input, RangeSlider, Text } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRangeValue } from '../lib/searchState';

interface RangeFilterProps {
  label: string;
  bounds: { min: number; max: number };
  step: number;
  /** null: the whole bounds (no filter). */
  value: TRangeValue | null;
  format: (value: number) => string;
  onCommit: (value: TRangeValue) => void;
}

/** PageUp and PageDown move a thumb by a tenth of the bounds (WAI-ARIA slider pattern). */
const PAGE_FRACTION = 10;

/**
 * The value a thumb takes on Home, End, PageUp or PageDown (keys Mantine's RangeSlider leaves alone),
 * or null for any other key. A thumb never passes the other one.
 */
export function findKeyedRange(
  key: string,
  thumb: 0 | 1,
  range: TRangeValue,
  bounds: { min: number; max: number },
  step: number,
): TRangeValue | null {
  const low = thumb === 0 ? bounds.min : range[0];
  const high = thumb === 0 ? range[1] : bounds.max;
  const page = Math.max(step, Math.round((bounds.max - bounds.min) / PAGE_FRACTION / step) * step);
  const moves: Record<string, number> = {
    Home: low,
    End: high,
    PageUp: range[thumb] + page,
    PageDown: range[thumb] - page,
  };
  const target = moves[key];
  if (target === undefined) return null;
  const next: TRangeValue = [...range];
  next[thumb] = Math.min(high, Math.max(low, target));
  return next;
}

/**
 * A range within SPEC §3 bounds; the search changes when a thumb is released or moved by a key. It
 * follows a new `value` (another search, back, a reset) without being remounted, so a thumb moved by the
 * keyboard keeps the focus while the search follows each press (issue 18).
 */
export function RangeFilter({ label, bounds, step, value, format, onCommit }: RangeFilterProps) {
  const { t } = useTranslation('search');
  const labelId = useId();
  const whole: TRangeValue = [bounds.min, bounds.max];
  const [current, setCurrent] = useState<TRangeValue>(value ?? whole);
  const [shown, setShown] = useState<TRangeValue | null>(value);
  const incoming = value ?? whole;
  const shownRange = shown ?? whole;
  // A value from outside (not the one this filter committed): take it, during render (no extra paint).
  if (incoming[0] !== shownRange[0] || incoming[1] !== shownRange[1]) {
    setShown(value);
    setCurrent(incoming);
  }

  const handleThumbKeyDown = (thumb: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    const next = findKeyedRange(event.key, thumb, current, bounds, step);
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    onCommit(next);
  };

  return (
    <Input.Wrapper labelElement="div" label={<span id={labelId}>{label}</span>}>
      <Group justify="space-between" mb={4}>
        <Text size="xs" c="dimmed">
          {format(current[0])}
        </Text>
        <Text size="xs" c="dimmed">
          {format(current[1])}
        </Text>
      </Group>
      <RangeSlider
        min={bounds.min}
        max={bounds.max}
        step={step}
        minRange={0}
        value={current}
        onChange={setCurrent}
        onChangeEnd={onCommit}
        label={format}
        thumbFromLabel={t('filters.rangeFrom', { label })}
        thumbToLabel={t('filters.rangeTo', { label })}
        thumbProps={(thumb) => ({ onKeyDownCapture: handleThumbKeyDown(thumb) })}
        aria-labelledby={labelId}
        mx={8}
      />
    </Input.Wrapper>
  );
}
