import { pickText, type LiveQuestion, type PlayerView } from '@awarequest/contracts';
import { formatEstimate } from '../../../../components/answers/slider-value';
import { useLanguage } from '../../../../lib/use-language';
import { ChoiceTile } from '../choice-tile';
import { playerUi } from './player-ui';

/** What the player sent to a type-answer, slider or ordering question, while the others answer. */
export function SentKindAnswer({ view, question }: { view: PlayerView; question: LiveQuestion }) {
  const language = useLanguage();
  if (question.kind === 'type_answer' && view.my_text) {
    return (
      <p className={playerUi.strong}>
        <bdi>{view.my_text}</bdi>
      </p>
    );
  }
  if (question.kind === 'slider' && view.my_value != null) {
    const unit = question.slider ? pickText(question.slider.unit, language) : '';
    return <p className={playerUi.strong}>{formatEstimate(view.my_value, unit, language)}</p>;
  }
  // Each item on its shape, as the host's screen shows it (the shape's name alone without texts).
  const indexOf = (key: string) => question.choices.findIndex((choice) => choice.key === key);
  return (
    <ol className={playerUi.tileList}>
      {(view.my_answer ?? []).map((key) => {
        const text = question.choices[indexOf(key)]?.text;
        return (
          <li key={key}>
            <ChoiceTile index={Math.max(0, indexOf(key))} text={text ? pickText(text, language) : null} />
          </li>
        );
      })}
    </ol>
  );
}
