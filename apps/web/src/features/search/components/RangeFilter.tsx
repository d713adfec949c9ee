import { Group, Input, RangeSlider, Text } from '@mantine/core';
import { useId, useState } from 'react';
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

/** A range within SPEC §3 bounds; the search changes when a thumb is released. Remount it (key) to reset. */
export function RangeFilter({ label, bounds, step, value, format, onCommit }: RangeFilterProps) {
  const { t } = useTranslation('search');
  const labelId = useId();
  const [current, setCurrent] = useState<TRangeValue>(value ?? [bounds.min, bounds.max]);
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
        aria-labelledby={labelId}
        mx={8}
      />
    </Input.Wrapper>
  );
}
