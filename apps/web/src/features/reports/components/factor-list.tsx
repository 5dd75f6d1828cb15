import { List, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ScoreFactor } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';

interface FactorListProps {
  factors: ScoreFactor[];
  /** Awareness: raising is good (teal); risk: raising is bad (red). */
  kind: 'awareness' | 'risk';
  emptyText: string;
}

/** What raised or lowered a score, in the reader's language. */
export function FactorList({ factors, kind, emptyText }: FactorListProps) {
  const language = useLanguage();
  const isGood = (factor: ScoreFactor) => (factor.effect === 'raises') === (kind === 'awareness');
  if (factors.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <List spacing={4} size="sm" center>
      {factors.map((factor, index) => (
        <List.Item
          key={`${factor.key}-${factor.category_id ?? index}`}
          icon={
            factor.effect === 'raises' ? (
              <IconArrowUpRight size={16} color={factorColor(isGood(factor))} aria-hidden />
            ) : (
              <IconArrowDownRight size={16} color={factorColor(isGood(factor))} aria-hidden />
            )
          }
        >
          {factor.text[language]}
        </List.Item>
      ))}
    </List>
  );
}

const factorColor = (isGood: boolean) =>
  isGood ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)';
