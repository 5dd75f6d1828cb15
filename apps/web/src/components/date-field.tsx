import '@mantine/dates/styles.css';
import { DatePickerInput, DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { Box, type StyleProp } from '@mantine/core';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@awarequest/contracts';
import { formatCalendarPart, formatDay } from '../lib/date-format';
import { formatNumber } from '../lib/number-format';
import { useLanguage } from '../lib/use-language';

/**
 * How each language's calendar is laid out: an Arabic week starts on Saturday and rests on
 * Friday and Saturday (Egypt, as the digits' locale); a British one starts on Monday.
 */
const CALENDARS: Record<Language, DatesProviderSettings> = {
  ar: { locale: 'ar', firstDayOfWeek: 6, weekendDays: [5, 6] },
  en: { locale: 'en', firstDayOfWeek: 1, weekendDays: [0, 6] },
};

/** Key events this module sent itself, which it must let through. */
const mirroredEvents = new WeakSet<Event>();
const MIRRORED_KEYS: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

/**
 * Mantine's calendars read the left arrow as "back" on every page. Right to left, the left arrow
 * must go forward (the next day sits to the left), as in the WAI-ARIA date picker: the key is
 * sent again, mirrored, to the same control.
 */
function mirrorArrowKeys(event: KeyboardEvent<HTMLDivElement>): void {
  const mirrored = MIRRORED_KEYS[event.key];
  const control = event.target;
  if (!mirrored || mirroredEvents.has(event.nativeEvent) || !(control instanceof HTMLElement)) return;
  if (!control.closest('[role="dialog"]')) return;
  event.stopPropagation();
  event.preventDefault();
  const copy = new window.KeyboardEvent('keydown', { key: mirrored, bubbles: true, cancelable: true });
  mirroredEvents.add(copy);
  control.dispatchEvent(copy);
}

interface DateFieldProps {
  label: string;
  /** A `YYYY-MM-DD` day, or undefined for none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  error?: string | undefined;
  w?: StyleProp<CSSProperties['width']>;
}

/**
 * A day picked from a calendar in the reader's language: month and weekday names, digits
 * (Arabic-Indic in Arabic) and the week's first day follow it, whatever the browser's own
 * locale, which the native date input would follow instead. Keyboard: Enter or Space opens it,
 * the arrow keys move between days, Escape closes it.
 */
export function DateField({ label, value, onChange, minDate, maxDate, error, w }: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <DatesProvider settings={CALENDARS[language]}>
      {/* The calendar's portal still sends its key events through this element's React tree. */}
      <Box w={w} onKeyDownCapture={language === 'ar' ? mirrorArrowKeys : undefined}>
        <DatePickerInput
          label={label}
          placeholder={t('datePicker.placeholder')}
          value={value ?? null}
          onChange={(day) => {
            onChange(day ?? undefined);
          }}
          minDate={minDate}
          maxDate={maxDate}
          error={error}
          clearable
          clearButtonProps={{ 'aria-label': t('datePicker.clear') }}
          valueFormatter={({ date }) => (typeof date === 'string' ? formatDay(date, language, 'long') : '')}
          renderDay={(day) => formatNumber(Number(day.slice(8, 10)), language)}
          getDayAriaLabel={(day) => formatDay(day, language, 'long')}
          monthLabelFormat={(day) => formatCalendarPart(day, language, 'month-year')}
          monthsListFormat={(day) => formatCalendarPart(day, language, 'month')}
          yearLabelFormat={(day) => formatCalendarPart(day, language, 'year')}
          yearsListFormat={(day) => formatCalendarPart(day, language, 'year')}
          decadeLabelFormat={(start, end) =>
            `${formatCalendarPart(start, language, 'year')} – ${formatCalendarPart(end, language, 'year')}`
          }
          weekdayFormat={(day) => formatCalendarPart(day, language, 'weekday')}
          ariaLabels={{
            nextMonth: t('datePicker.nextMonth'),
            previousMonth: t('datePicker.previousMonth'),
            nextYear: t('datePicker.nextYear'),
            previousYear: t('datePicker.previousYear'),
            nextDecade: t('datePicker.nextDecade'),
            previousDecade: t('datePicker.previousDecade'),
            monthLevelControl: t('datePicker.changeLevel'),
            yearLevelControl: t('datePicker.changeLevel'),
          }}
        />
      </Box>
    </DatesProvider>
  );
}
