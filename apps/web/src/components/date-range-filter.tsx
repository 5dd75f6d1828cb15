import { Group } from '@mantine/core';
import { encodeRule, formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from '../lib/use-language';
import { DateField } from './date-field';

interface DateRangeFilterProps {
  /** `YYYY-MM-DD` days, or undefined for an open end. */
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  /** Gets only the end that changed, so two quick edits never undo each other. */
  onChange: (change: { from: string | undefined } | { to: string | undefined }) => void;
}

/**
 * A date range from two calendars in the reader's language (a report's, the audit log's). Each
 * calendar keeps the other end out of reach; a reversed range that comes in the address is told
 * at the field, in the user's language.
 */
export function DateRangeFilter({ from, to, labels, onChange }: DateRangeFilterProps) {
  const language = useLanguage();
  const isReversed = Boolean(from && to && to < from);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DateField
        label={labels.from}
        value={from}
        maxDate={to}
        onChange={(day) => {
          onChange({ from: day });
        }}
        w={210}
      />
      <DateField
        label={labels.to}
        value={to}
        minDate={from}
        error={isReversed ? formatRuleMessage(encodeRule('date_order'), 'to', language) : undefined}
        onChange={(day) => {
          onChange({ to: day });
        }}
        w={210}
      />
    </Group>
  );
}
