import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './DateInputField';

/**
 * Issue 19: the calendar (@mantine/dates, dayjs and their styles, 17 kB gzipped) loads when a form
 * first shows a day field, not with the signed-in pages' shared scripts, which every signed-in page
 * waits for before its content.
 */
const DateInputField = lazy(() =>
  import('./DateInputField').then(({ DateInputField }) => ({ default: DateInputField })),
);

/**
 * A day chosen from a calendar in the interface language (issue 18, ui/DateInputField.tsx). Until
 * its code has loaded (a moment, the first time), a disabled field of the same label and size stands
 * in for it: nothing can be typed that the calendar would then drop.
 */
export function DateField(props: DateFieldProps) {
  const { label, description, required, error, value = '' } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          description={description}
          required={required}
          error={error}
          value={value}
          disabled
          readOnly
        />
      }
    >
      <DateInputField {...props} />
    </Suspense>
  );
}
