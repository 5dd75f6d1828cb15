import { pickText, type LiveQuestion, type PlayerView } from '@awarequest/contracts';
import { formatEstimate } from '../../../../components/answers/slider-value';
import { useLanguage } from '../../../../lib/use-language';
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
  const textOf = (key: string) => {
    const text = question.choices.find((choice) => choice.key === key)?.text;
    return text ? pickText(text, language) : null;
  };
  return (
    <ol>
      {(view.my_answer ?? []).map((key) => (
        <li key={key}>{textOf(key)}</li>
      ))}
    </ol>
  );
}
