import { useId } from 'react';
import { pickText, type Language } from '@awarequest/contracts';
import { formatPercent } from '../../lib/number-format';
import classes from './answers.module.css';
import type { AnswerChoice } from './answer-choice';
import { ChoiceImage } from './choice-image';

interface PollChoicesProps {
  choices: readonly AnswerChoice[];
  selected: string | null;
  onChange: (key: string) => void;
  isDisabled: boolean;
  language: Language;
  /** The question, which names the group for a screen reader. */
  label: string;
  /** After answering, when the server gives it: each choice's share of the answers, 0..100. */
  shares?: Readonly<Record<string, number>> | undefined;
}

/**
 * A poll: one choice among 2-6, none right or wrong, so nothing is ever marked correct. Real
 * radio buttons, so arrows move between them. After answering, each choice may show its share.
 */
export function PollChoices({
  choices,
  selected,
  onChange,
  isDisabled,
  language,
  label,
  shares,
}: PollChoicesProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.stack}>
      {choices.map((choice) => {
        const share = shares?.[choice.key];
        return (
          <label key={choice.key} className={classes.choice}>
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={selected === choice.key}
              disabled={isDisabled}
              onChange={() => {
                onChange(choice.key);
              }}
            />
            <ChoiceImage src={choice.image} alt={choice.image_alt} language={language} isThumb />
            <span className={classes.choiceText}>{choice.text ? pickText(choice.text, language) : ''}</span>
            {share !== undefined && (
              <>
                <span className={classes.share}>{formatPercent(share, language)}</span>
                <span className={classes.bar} style={{ width: `${share}%` }} aria-hidden />
              </>
            )}
          </label>
        );
      })}
    </div>
  );
}
