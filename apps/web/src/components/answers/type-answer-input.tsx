import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPED_ANSWER_MAX } from '@awarequest/contracts';
import classes from './answers.module.css';

interface TypeAnswerInputProps {
  value: string;
  onChange: (text: string) => void;
  isDisabled: boolean;
  /** Sends the answer (Enter in the field, or the button); only with something typed. */
  onSubmit: (text: string) => void;
  /** The button's own words (live: "Send"); "Submit answer" by default. */
  submitLabel?: string;
  /** Hides the button when the surrounding screen draws its own (self-paced quiz). */
  hasSubmitButton?: boolean;
}

/**
 * A type-answer question: one text field. Whatever the player types is sent as typed; the
 * server folds case, spaces, punctuation, diacritics and Arabic-Indic digits when matching.
 */
export function TypeAnswerInput({
  value,
  onChange,
  isDisabled,
  onSubmit,
  submitLabel,
  hasSubmitButton = true,
}: TypeAnswerInputProps) {
  const { t } = useTranslation('answers');
  const id = useId();
  const hasText = value.trim() !== '';
  return (
    <div className={classes.stack}>
      <label htmlFor={id} className={classes.label}>
        {t('typeAnswer.label')}
      </label>
      <input
        id={id}
        className={classes.field}
        type="text"
        dir="auto"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="send"
        maxLength={TYPED_ANSWER_MAX}
        placeholder={t('typeAnswer.placeholder')}
        value={value}
        disabled={isDisabled}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // The field may sit in the quiz's own form: one Enter sends once.
          event.preventDefault();
          if (hasText && !isDisabled) onSubmit(value);
        }}
      />
      {hasSubmitButton && (
        <button
          type="button"
          className={classes.submit}
          disabled={!hasText || isDisabled}
          onClick={() => {
            onSubmit(value);
          }}
        >
          {submitLabel ?? t('submit')}
        </button>
      )}
    </div>
  );
}
