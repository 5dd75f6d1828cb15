import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { encodeRule, formatRuleMessage } from '@awarequest/contracts';
import { DateField } from '../../../components/date-field';
import { useLanguage } from '../../../lib/use-language';

interface RangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Gets only the end that changed, so two quick edits never undo each other. */
  onChange: (change: { from?: string | undefined } | { to?: string | undefined }) => void;
}

/**
 * The report's date range. Each calendar keeps the other end out of reach; a reversed range that
 * comes in the address is told at the field, in the user's language.
 */
export function RangeFilter({ from, to, onChange }: RangeFilterProps) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const isReversed = Boolean(from && to && to < from);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DateField
        label={t('range.from')}
        value={from}
        maxDate={to}
        onChange={(day) => {
          onChange({ from: day });
        }}
        w={210}
      />
      <DateField
        label={t('range.to')}
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
