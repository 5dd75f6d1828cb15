import { Group } from '@mantine/core';
import { encodeRule, formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from '../lib/use-language';
import { DateField } from './date-field';

interface DateRangeFilterProps {
  /** `YYYY-MM-DD` days, or undefined for an open end. */
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  /** Each calendar as wide as the row on a phone (beside full-width filters), 170 px from `xs`. */
  isFullWidthOnPhone?: boolean;
  /** Gets only the end that changed, so two quick edits never undo each other. */
  onChange: (change: { from: string | undefined } | { to: string | undefined }) => void;
}

/**
 * A date range from two calendars in the reader's language (a report's, the audit log's). Each
 * calendar keeps the other end out of reach; a reversed range that comes in the address is told
 * at the field, in the user's language.
 */
export function DateRangeFilter({
  from,
  to,
  labels,
  isFullWidthOnPhone = false,
  onChange,
}: DateRangeFilterProps) {
  const fieldWidth = isFullWidthOnPhone ? { base: '100%', xs: 170 } : 210;
  const language = useLanguage();
  const isReversed = Boolean(from && to && to < from);
  return (
    <Group
      gap="sm"
      align="flex-start"
      wrap="wrap"
      w={isFullWidthOnPhone ? { base: '100%', xs: 'auto' } : undefined}
    >
      <DateField
        label={labels.from}
        value={from}
        maxDate={to}
        onChange={(day) => {
          onChange({ from: day });
        }}
        w={fieldWidth}
      />
      <DateField
        label={labels.to}
        value={to}
        minDate={from}
        error={isReversed ? formatRuleMessage(encodeRule('date_order'), 'to', language) : undefined}
        onChange={(day) => {
          onChange({ to: day });
        }}
        w={fieldWidth}
      />
    </Group>
  );
}
