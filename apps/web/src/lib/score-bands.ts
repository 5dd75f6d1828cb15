import type { MantineColor } from '@mantine/core';
import type { AwarenessBand, RiskBand } from '@awarequest/contracts';

/** Awareness: higher is better, so the lowest band is red and the highest green. */
export const AWARENESS_BAND_COLORS: Record<AwarenessBand, MantineColor> = {
  low: 'red',
  developing: 'orange',
  proficient: 'teal',
  advanced: 'green',
};

/** Risk: higher is worse, so the lowest band is green and the highest red. */
export const RISK_BAND_COLORS: Record<RiskBand, MantineColor> = {
  low: 'green',
  guarded: 'teal',
  elevated: 'yellow',
  high: 'orange',
  critical: 'red',
};

export type ScoreKind = 'awareness' | 'risk';

export function bandColor(kind: 'awareness', band: AwarenessBand): MantineColor;
export function bandColor(kind: 'risk', band: RiskBand): MantineColor;
export function bandColor(kind: ScoreKind, band: AwarenessBand | RiskBand): MantineColor;
export function bandColor(kind: ScoreKind, band: AwarenessBand | RiskBand): MantineColor {
  const colors: Record<string, MantineColor> =
    kind === 'awareness' ? AWARENESS_BAND_COLORS : RISK_BAND_COLORS;
  const color = colors[band];
  if (!color) throw new Error(`unknown ${kind} band: ${band}`);
  return color;
}
