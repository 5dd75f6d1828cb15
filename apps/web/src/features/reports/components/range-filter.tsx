import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { encodeRule, formatRuleMessage } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';

interface RangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  /** Gets only the end that changed, so two quick edits never undo each other. */
  onChange: (change: { from?: string | undefined } | { to?: string | undefined }) => void;
}

/** The report's date range; an end before the start is told at the field, in the user's language. */
export function RangeFilter({ from, to, onChange }: RangeFilterProps) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const isReversed = Boolean(from && to && to < from);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t('range.from')}
        value={from ?? ''}
        max={to}
        onChange={(event) => {
          onChange({ from: event.currentTarget.value || undefined });
        }}
        w={170}
      />
      <TextInput
        type="date"
        label={t('range.to')}
        value={to ?? ''}
        min={from}
        error={isReversed ? formatRuleMessage(encodeRule('date_order'), 'to', language) : undefined}
        onChange={(event) => {
          onChange({ to: event.currentTarget.value || undefined });
        }}
        w={170}
      />
    </Group>
  );
}
