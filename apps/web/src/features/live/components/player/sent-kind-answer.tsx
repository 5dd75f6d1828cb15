import { Text } from '@mantine/core';
import { pickText, type LiveQuestion, type PlayerView } from '@awarequest/contracts';
import { formatEstimate } from '../../../../components/answers/slider-value';
import { currentLanguage } from '../../../../lib/i18n';

/** What the player sent to a type-answer, slider or ordering question, while the others answer. */
export function SentKindAnswer({ view, question }: { view: PlayerView; question: LiveQuestion }) {
  const language = currentLanguage();
  if (question.kind === 'type_answer' && view.my_text) {
    return (
      <Text ta="center" fw={700} fz="xl">
        <bdi>{view.my_text}</bdi>
      </Text>
    );
  }
  if (question.kind === 'slider' && view.my_value != null) {
    const unit = question.slider ? pickText(question.slider.unit, language) : '';
    return (
      <Text ta="center" fw={700} fz="xl">
        {formatEstimate(view.my_value, unit, language)}
      </Text>
    );
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
