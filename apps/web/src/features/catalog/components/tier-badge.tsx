import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TIER_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'blue' };

/** How much a topic weighs in the awareness score (docs/domain.md): tier 1 most. */
export function TierBadge({ tier }: { tier: number }) {
  const { t } = useTranslation('games');
  return (
    <Badge variant="light" color={TIER_COLORS[tier] ?? 'gray'} title={t('tier.label')}>
      {t(`tier.${tier}`, { defaultValue: String(tier) })}
    </Badge>
  );
}
