import { IconSend } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveQuestion } from '@awarequest/contracts';
import { shapeAt } from '../answer-shapes';
import { choiceTileClasses, ShapeLabel, tileStyle } from '../choice-tile';
import classes from './answer-controls.module.css';
import { playerUi } from './player-ui';

export interface AnswerControlsProps {
  question: LiveQuestion;
  textOf: (index: number) => string | null;
  isDisabled: boolean;
  onAnswer: (choiceKeys: string[]) => Promise<void>;
}

/** Longer answers get a smaller type, so four of them fit a phone's screen without scrolling. */
function gridStyle(question: LiveQuestion, textOf: (index: number) => string | null): CSSProperties {
  const longest = Math.max(0, ...question.choices.map((_, index) => textOf(index)?.length ?? 0));
  const size = longest > 110 ? '0.875rem' : longest > 60 ? '0.9375rem' : '1rem';
  return { '--answer-font-size': size } as CSSProperties;
}

const tileClass = `${choiceTileClasses.tile} ${classes.tile}`;

/** One answer: each choice is a big button, and one tap sends it. */
export function AnswerButtons({ question, textOf, isDisabled, onAnswer }: AnswerControlsProps) {
  const { t } = useTranslation('live');
  return (
    <div
      className={classes.grid}
      role="group"
      aria-label={t('player.answers')}
      data-shapes-only={question.text === null}
      style={gridStyle(question, textOf)}
    >
      {question.choices.map((choice, index) => (
        <button
          key={choice.key}
          type="button"
          className={tileClass}
          style={tileStyle(index)}
          data-shape={shapeAt(index).name}
          disabled={isDisabled}
          onClick={() => void onAnswer([choice.key])}
        >
          <ShapeLabel index={index} text={textOf(index)} />
        </button>
      ))}
    </div>
  );
}

/** Several answers: real checkboxes on the shape tiles, then one button sends them. */
export function AnswerChecks({ question, textOf, isDisabled, onAnswer }: AnswerControlsProps) {
  const { t } = useTranslation('live');
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (key: string, isChecked: boolean) => {
    setChosen((current) => (isChecked ? [...current, key] : current.filter((found) => found !== key)));
  };
  return (
    <div className={playerUi.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
      <fieldset
        className={classes.grid}
        data-shapes-only={question.text === null}
        style={gridStyle(question, textOf)}
      >
        <legend className={classes.legend}>{t('player.chooseAll')}</legend>
        {question.choices.map((choice, index) => (
          <label
            key={choice.key}
            className={`${tileClass} ${classes.check}`}
            style={tileStyle(index)}
            data-shape={shapeAt(index).name}
          >
            <input
              type="checkbox"
              className={classes.box}
              value={choice.key}
              checked={chosen.includes(choice.key)}
              disabled={isDisabled}
              onChange={(event) => {
                toggle(choice.key, event.currentTarget.checked);
              }}
            />
            <ShapeLabel index={index} text={textOf(index)} />
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={playerUi.button}
        disabled={isDisabled || chosen.length === 0}
        onClick={() => void onAnswer(chosen)}
      >
        <IconSend size={20} className="aq-mirror" aria-hidden />
        {t('player.submit')}
      </button>
    </div>
  );
}
