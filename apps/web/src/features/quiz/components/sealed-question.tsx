import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SealedQuestionProps {
  /** Another question is still unanswered: the player may go on with it and come back. */
  canAnswerOthers: boolean;
  onLater: () => void;
}

/**
 * A question the server would not check yet: a live game is playing it right now, and its
 * verdict would give the solution away. The player's choice stays selected on the card, to
 * submit again in a moment, or after the other questions.
 */
export function SealedQuestion({ canAnswerOthers, onLater }: SealedQuestionProps) {
  const { t } = useTranslation('games');
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconBroadcast aria-hidden />}
      title={t('quiz.sealedTitle')}
      role="status"
      data-sealed="refused"
    >
      <Stack gap="sm">
        <Text size="sm">{t('quiz.sealedText')}</Text>
        {canAnswerOthers && (
          <Group>
            <Button size="sm" variant="default" onClick={onLater}>
              {t('quiz.sealedLater')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
