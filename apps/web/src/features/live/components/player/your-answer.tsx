import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion } from '@awarequest/contracts';
import { useLanguage } from '../../../../lib/use-language';
import { ChoiceTile } from '../choice-tile';
import { playerUi } from './player-ui';

/** After a wrong answer: the choice(s) the player picked, so they can compare with the right one. */
export function YourAnswer({ question, choiceKeys }: { question: LiveQuestion; choiceKeys: string[] }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (
    <div className={playerUi.stack} data-testid="your-answer">
      <h2 className={playerUi.subtitle}>{t('reveal.yourAnswer')}</h2>
      {question.choices.map((choice, index) =>
        choiceKeys.includes(choice.key) ? (
          <ChoiceTile
            key={choice.key}
            index={index}
            variant="outline"
            text={choice.text ? pickText(choice.text, language) : null}
            end={<IconX size={28} stroke={3} aria-hidden />}
          />
        ) : null,
      )}
    </div>
  );
}
