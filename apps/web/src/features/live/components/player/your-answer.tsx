import { Stack, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type LiveQuestion } from '@awarequest/contracts';
import { currentLanguage } from '../../../../lib/i18n';
import { ChoiceTile } from '../choice-tile';

/** After a wrong answer: the choice(s) the player picked, so they can compare with the right one. */
export function YourAnswer({ question, choiceKeys }: { question: LiveQuestion; choiceKeys: string[] }) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  return (
    <Stack gap="sm" data-testid="your-answer">
      <Title order={2} size="h4">
        {t('reveal.yourAnswer')}
      </Title>
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
    </Stack>
  );
}
