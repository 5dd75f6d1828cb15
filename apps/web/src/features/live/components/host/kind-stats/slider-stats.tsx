import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion, type QuestionClosed } from '@awarequest/contracts';
import { currentLanguage } from '../../../../../lib/i18n';
import classes from './kind-stats.module.css';

/** Where `value` lies on the scale, 0..100 (from the start of the reading direction). */
const placeOf = (value: number, min: number, max: number) =>
  max > min ? Math.min(Math.max(((value - min) / (max - min)) * 100, 0), 100) : 0;

/**
 * A slider's reveal: the answer beside the room's average and median estimate, said in words,
 * and drawn on the scale (the band of full points around the answer, the average's marker).
 */
export function SliderStats({ question, closed }: { question: LiveQuestion; closed: QuestionClosed }) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const solution = closed.slider;
  const estimates = closed.estimates;
  const range = question.slider;
  if (!solution) return null;
  const unit = pickText(solution.unit, language);
  const { min, max } = range ?? {
    min: solution.answer - solution.limit,
    max: solution.answer + solution.limit,
  };
  const band = {
    start: placeOf(solution.answer - solution.tolerance, min, max),
    end: placeOf(solution.answer + solution.tolerance, min, max),
  };
  return (
    <Stack gap="sm" data-testid="slider-stats">
      <Title order={2} size="h3">
        {t('kindStats.sliderTitle')}
      </Title>
      <Text fw={800} size="xl">
        <span className={`${classes.legend} ${classes.markerAnswer}`} aria-hidden />
        {t('kindStats.sliderAnswer', { value: solution.answer, unit })}
      </Text>
      <Text>{t('kindStats.sliderTolerance', { value: solution.tolerance, unit })}</Text>
      {estimates?.average != null && estimates.median != null ? (
        <>
          <Text fw={700} size="lg">
            <span className={`${classes.legend} ${classes.markerAverage}`} aria-hidden />
            {t('kindStats.sliderAverage', { value: estimates.average, unit })}
          </Text>
          <Text>{t('kindStats.sliderMedian', { value: estimates.median, unit })}</Text>
        </>
      ) : (
        <Text>{t('kindStats.sliderNone')}</Text>
      )}
      <div className={classes.scale} aria-hidden>
        <span
          className={classes.band}
          style={{ insetInlineStart: `${band.start}%`, width: `${band.end - band.start}%` }}
        />
        <span
          className={`${classes.marker} ${classes.markerAnswer}`}
          style={{ insetInlineStart: `${placeOf(solution.answer, min, max)}%` }}
        />
        {estimates?.average != null && (
          <span
            className={`${classes.marker} ${classes.markerAverage}`}
            style={{ insetInlineStart: `${placeOf(estimates.average, min, max)}%` }}
          />
        )}
      </div>
      <div className={classes.ends} aria-hidden>
        <span>{t('kindStats.sliderEnd', { value: min, unit })}</span>
        <span>{t('kindStats.sliderEnd', { value: max, unit })}</span>
      </div>
      <span>{t('stats.answered', { answered: closed.answered, players: closed.players })}</span>
    </Stack>
  );
}
