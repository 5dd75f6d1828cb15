import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type Language, type SliderView } from '@awarequest/contracts';
import { formatNumber } from '../../lib/number-format';
import classes from './answers.module.css';
import { formatEstimate, parseTypedNumber, snapToSlider } from './slider-value';

interface SliderInputProps {
  view: SliderView;
  value: number;
  onChange: (value: number) => void;
  isDisabled: boolean;
  language: Language;
}

/**
 * A slider (estimate) question: a range input and a number field that follow each other. The
 * range is operable with arrows, Page Up/Down, Home and End; the field takes Latin or
 * Arabic-Indic digits and shows the page's digits.
 */
export function SliderInput({ view, value, onChange, isDisabled, language }: SliderInputProps) {
  const { t } = useTranslation('answers');
  const rangeId = useId();
  const numberId = useId();
  const unit = pickText(view.unit, language);
  const shown = formatNumber(value, language);
  const [draft, setDraft] = useState(shown);
  // The field follows the range (and the language) unless the player is typing in it.
  useEffect(() => {
    setDraft(shown);
  }, [shown]);
  const commit = () => {
    const typed = parseTypedNumber(draft);
    if (typed === null) {
      setDraft(shown);
      return;
    }
    const snapped = snapToSlider(view, typed);
    onChange(snapped);
    setDraft(formatNumber(snapped, language));
  };
  return (
    <div className={classes.stack}>
      <label htmlFor={rangeId} className={classes.label}>
        {t('slider.label')}
      </label>
      <p className={classes.estimate} aria-hidden>
        {formatEstimate(value, unit, language)}
      </p>
      <div className={classes.sliderRow}>
        <input
          id={rangeId}
          className={classes.range}
          type="range"
          min={view.min}
          max={view.max}
          step={view.step}
          value={value}
          disabled={isDisabled}
          aria-valuetext={formatEstimate(value, unit, language)}
          onChange={(event) => {
            onChange(snapToSlider(view, Number(event.target.value)));
          }}
        />
      </div>
      <div className={classes.bounds} aria-hidden>
        <span>{formatEstimate(view.min, unit, language)}</span>
        <span>{formatEstimate(view.max, unit, language)}</span>
      </div>
      <label htmlFor={numberId} className={classes.hint}>
        {t('slider.typeIt', {
          min: formatEstimate(view.min, unit, language),
          max: formatEstimate(view.max, unit, language),
        })}
      </label>
      <input
        id={numberId}
        className={`${classes.field} ${classes.number}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        disabled={isDisabled}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit();
        }}
      />
    </div>
  );
}
