import {
  AWARENESS_BAND_FLOORS,
  AWARENESS_BANDS,
  RISK_BAND_FLOORS,
  RISK_BANDS,
  type AwarenessBand,
  type RiskBand,
} from '@awarequest/contracts';

/** The band a 0..100 score falls in (docs/domain.md): the highest band whose floor it reaches. */
function bandOf<Band extends string>(
  bands: readonly Band[],
  floors: Record<Band, number>,
  score: number,
): Band {
  let found = bands[0] as Band;
  for (const band of bands) if (score >= floors[band]) found = band;
  return found;
}

export const awarenessBand = (score: number): AwarenessBand =>
  bandOf(AWARENESS_BANDS, AWARENESS_BAND_FLOORS, score);
export const riskBand = (score: number): RiskBand => bandOf(RISK_BANDS, RISK_BAND_FLOORS, score);
