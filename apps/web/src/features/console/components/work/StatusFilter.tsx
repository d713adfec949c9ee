import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface StatusFilterProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * Issue 17: which part of a queue is shown (open or resolved, pending or decided): Mantine's radio
 * group (arrow keys move between them), named by the label above.
 */
export function StatusFilter<T extends string>({ label, value, options, onChange }: StatusFilterProps<T>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        value={value}
        data={options}
        aria-labelledby={labelId}
        onChange={(next) => onChange(next as T)}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
