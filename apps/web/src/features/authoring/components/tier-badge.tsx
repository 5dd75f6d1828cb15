import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const TIER_COLORS: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'blue' };

/** A category's topic tier (docs/domain.md): tier 1 weighs most in the awareness score. */
export function TierBadge({ tier }: { tier: number }) {
  const { t } = useTranslation('authoring');
  return (
    <Badge variant="light" color={TIER_COLORS[tier] ?? 'gray'} title={t('fields.tier')}>
      {t(`tiers.${tier}`, { defaultValue: String(tier) })}
    </Badge>
  );
}
