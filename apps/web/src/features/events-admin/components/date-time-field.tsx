import '@mantine/dates/styles.css';
import { DatesProvider, DateTimePicker, type DatesProviderSettings } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { Language } from '@awarequest/contracts';
import { formatDateTime } from '../../../lib/date-format';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { isoToLocal, localToIso } from '../form-values';

/** An Arabic week starts on Saturday and rests on Friday and Saturday; a British one starts on Monday. */
const CALENDARS: Record<Language, DatesProviderSettings> = {
  ar: { locale: 'ar', firstDayOfWeek: 6, weekendDays: [5, 6] },
  en: { locale: 'en', firstDayOfWeek: 1, weekendDays: [0, 6] },
};

interface DateTimeFieldProps {
  label: string;
  /** An ISO instant (UTC), or '' for none. */
  value: string | undefined;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string;
  isRequired?: boolean;
  disabled?: boolean;
}

/**
 * A date and time picked in the browser's time zone and kept as an ISO instant in UTC, written
 * in the reader's language (Arabic month names and digits in Arabic).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  isRequired = true,
  disabled = false,
}: DateTimeFieldProps) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  return (
    <DatesProvider settings={CALENDARS[language]}>
      <DateTimePicker
        label={label}
        description={description}
        withAsterisk={isRequired}
        placeholder={t('editor.dateTime.placeholder')}
        value={isoToLocal(value)}
        onChange={(local) => {
          onChange(local ? localToIso(local) : '');
        }}
        onBlur={onBlur}
        valueFormat={(local) => formatDateTime(localToIso(local), language)}
        renderDay={(day) => formatNumber(Number(day.slice(8, 10)), language)}
        error={error}
        clearable
        disabled={disabled}
        clearButtonProps={{ 'aria-label': t('editor.dateTime.clear') }}
      />
    </DatesProvider>
  );
}
