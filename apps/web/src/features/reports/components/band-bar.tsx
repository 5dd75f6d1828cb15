import { Progress, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AWARENESS_BANDS, type ReportGroup } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { AWARENESS_BAND_COLORS } from '../../../lib/score-bands';
import { formatNumber } from '../model/format';

/** A group's awareness band distribution as one stacked bar, its counts in words for readers. */
export function BandBar({ bands }: { bands: ReportGroup['awareness_bands'] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const total = AWARENESS_BANDS.reduce((sum, band) => sum + bands[band], 0);
  const bandWords = (band: (typeof AWARENESS_BANDS)[number]) =>
    `${t(`awarenessBands.${band}`)}: ${formatNumber(bands[band], language)}`;
  const words = AWARENESS_BANDS.map(bandWords).join(language === 'ar' ? '، ' : ', ');
  return (
    <Progress.Root size="lg" miw={120} aria-label={words} role="img">
      {AWARENESS_BANDS.map((band) =>
        bands[band] === 0 ? null : (
          <Tooltip key={band} label={bandWords(band)}>
            <Progress.Section
              value={(100 * bands[band]) / Math.max(1, total)}
              color={AWARENESS_BAND_COLORS[band]}
              aria-label={bandWords(band)}
            />
          </Tooltip>
        ),
      )}
    </Progress.Root>
  );
}
