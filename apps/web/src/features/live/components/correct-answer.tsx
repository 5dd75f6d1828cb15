import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion, type QuestionClosed } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { ChoiceTile } from './choice-tile';
import { playerUi } from './player/player-ui';

/** After a question closes: the correct answer(s), marked in words, and the explanation. */
export function CorrectAnswer({
  question,
  closed,
}: {
  question: LiveQuestion | null;
  closed: QuestionClosed;
}) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const choices = question?.choices ?? closed.correct_choice_keys.map((key) => ({ key, text: null }));
  return (
    <div className={playerUi.stack}>
      <h2 className={playerUi.subtitle}>{t('reveal.correctAnswer')}</h2>
      {choices.map((choice, index) =>
        closed.correct_choice_keys.includes(choice.key) ? (
          <ChoiceTile
            key={choice.key}
            index={index}
            text={choice.text ? pickText(choice.text, language) : null}
            end={<IconCheck size={28} stroke={3} aria-hidden />}
          />
        ) : null,
      )}
      {(closed.explanation.en || closed.explanation.ar) && (
        <div className={playerUi.card} data-testid="explanation">
          <p className={playerUi.label}>{t('reveal.explanation')}</p>
          <p className={playerUi.dimmed} style={{ color: 'inherit' }}>
            {pickText(closed.explanation, language)}
          </p>
        </div>
      )}
    </div>
  );
}
