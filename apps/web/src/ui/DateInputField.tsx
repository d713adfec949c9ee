import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/hr';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './hooks/useLanguage';

dayjs.extend(customParseFormat);

/** How a chosen day reads in the field, per interface language (dayjs formats). */
const DAY_FORMATS = { hr: 'D. M. YYYY.', en: 'D MMM YYYY' } as const;

/** What may be typed besides the shown format: ISO days and the short numeric forms. */
const TYPED_FORMATS = ['YYYY-MM-DD', 'D.M.YYYY', 'D. M. YYYY', 'D.M.YYYY.', 'D/M/YYYY'];

/** A typed day in the field's format or one of TYPED_FORMATS, as YYYY-MM-DD; null when it is no day. */
export function parseTypedDay(text: string, locale: keyof typeof DAY_FORMATS): string | null {
  const day = dayjs(text.trim(), [DAY_FORMATS[locale], ...TYPED_FORMATS], locale, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

export interface DateFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** The day as YYYY-MM-DD; '' when none is chosen. */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The first day that may be chosen, YYYY-MM-DD. */
  minDate?: string;
  required?: boolean;
}

/**
 * Issue 18: a day chosen from a calendar in the interface language (Croatian month names, weeks from
 * Monday and "1. 12. 2026." in hr), instead of the browser's native date input, which follows the
 * browser's language and not Spona's. The day can also be typed (the shown format or YYYY-MM-DD).
 * Loads with its first use (ui/DateField.tsx), so @mantine/dates and dayjs stay out of every page's
 * first scripts.
 */
export function DateInputField({ value = '', onChange, ...fieldProps }: DateFieldProps) {
  // Its texts are with the feature pages' (profile), the only ones that show it: not in the shell's
  // catalogue, which the first route carries.
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateInput
        {...fieldProps}
        dateParser={(text) => parseTypedDay(text, locale)}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat={DAY_FORMATS[locale]}
        clearable
        clearButtonProps={{ 'aria-label': t('datePicker.clear') }}
        popoverProps={{ withinPortal: false }}
        ariaLabels={{
          previousMonth: t('datePicker.previousMonth'),
          nextMonth: t('datePicker.nextMonth'),
          previousYear: t('datePicker.previousYear'),
          nextYear: t('datePicker.nextYear'),
          previousDecade: t('datePicker.previousDecade'),
          nextDecade: t('datePicker.nextDecade'),
          monthLevelControl: t('datePicker.monthLevel'),
          yearLevelControl: t('datePicker.yearLevel'),
        }}
      />
    </DatesProvider>
  );
}
