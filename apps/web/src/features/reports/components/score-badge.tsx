import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AwarenessBand, RiskBand } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { AWARENESS_BAND_COLORS, RISK_BAND_COLORS } from '../../../lib/score-bands';
import { formatNumber } from '../model/format';

type ScoreBadgeProps =
  { kind: 'awareness'; score: number; band: AwarenessBand } | { kind: 'risk'; score: number; band: RiskBand };

/** A score with its band, coloured by what the band means (green is good for both). */
export function ScoreBadge(props: ScoreBadgeProps) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const color = props.kind === 'awareness' ? AWARENESS_BAND_COLORS[props.band] : RISK_BAND_COLORS[props.band];
  const bandName =
    props.kind === 'awareness' ? t(`awarenessBands.${props.band}`) : t(`riskBands.${props.band}`);
  return (
    <Badge color={color} variant="light" size="lg" radius="sm">
      {formatNumber(props.score, language)} · {bandName}
    </Badge>
  );
}
