import { Alert, Button, Stack } from '@mantine/core';
import { IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameDetails } from '@awarequest/contracts';

/**
 * Start (or Resume an open attempt). With no attempt left it is disabled and says why, in the
 * spec's words.
 */
export function StartGameButton({
  game,
  categoryId,
  eventId = null,
}: {
  game: GameDetails;
  categoryId: string | null;
  /** The event the attempt is started for (its page's Play). */
  eventId?: string | null;
}) {
  const { t } = useTranslation('games');
  const reasonId = useId();
  if (game.open_attempt_id) {
    return (
      <Button
        component={Link}
        to={`/categories/quiz?attempt=${game.open_attempt_id}`}
        size="md"
        leftSection={<IconPlayerPlay size={18} />}
      >
        {t('game.resume')}
      </Button>
    );
  }
  if (game.attempts_left === 0) {
    return (
      <Stack gap="sm">
        <Alert id={reasonId} color="orange" variant="light" icon={<IconLock aria-hidden />}>
          {t('results.outOfAttempts')}
        </Alert>
        <Button size="md" disabled aria-describedby={reasonId} leftSection={<IconPlayerPlay size={18} />}>
          {t('game.start')}
        </Button>
      </Stack>
    );
  }
  const params = new URLSearchParams({
    game: game.id,
    ...(categoryId ? { category: categoryId } : {}),
    ...(eventId ? { event: eventId } : {}),
  });
  return (
    <Button
      component={Link}
      to={`/categories/quiz?${params.toString()}`}
      size="md"
      leftSection={<IconPlayerPlay size={18} />}
    >
      {t('game.start')}
    </Button>
  );
}
