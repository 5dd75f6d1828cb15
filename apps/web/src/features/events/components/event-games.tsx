import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type EventGame } from '@awarequest/contracts';
import { formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { gamePlayPath } from '../model/event-links';
import { StateBadge } from './state-badge';

function GameRow({ game, playable, eventId }: { game: EventGame; playable: boolean; eventId?: string }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const name = pickText(game.name, language);
  const to = gamePlayPath(game, eventId);
  return (
    <Paper withBorder radius="md" p="sm" data-game={game.game_id}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{name}</Text>
            {game.state && <StateBadge state={game.state} />}
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {game.best_score === null
                ? t('games.noScore')
                : t('games.bestScore', { score: formatPercent(game.best_score, language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {game.attempts_allowed === null
                ? t('games.attemptsUnlimited', { used: game.attempts_used })
                : t('games.attempts', { used: game.attempts_used, allowed: game.attempts_allowed })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('games.passScore', { score: formatPercent(game.pass_score, language) })}
            </Text>
          </Group>
        </Stack>
        {playable &&
          (to ? (
            <Button
              component={Link}
              to={to}
              variant={game.state === 'completed' ? 'light' : 'filled'}
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={t('games.playLabel', { game: name })}
            >
              {t('games.play')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('games.unavailable')}
            </Text>
          ))}
      </Group>
    </Paper>
  );
}

/** An event's games in order, each with the person's state, best score, attempts and a Play button. */
export function EventGames({
  games,
  playable,
  eventId,
}: {
  games: EventGame[];
  playable: boolean;
  /** The event the games are played for: its Play starts attempts for it. */
  eventId?: string;
}) {
  return (
    <Stack gap="xs">
      {games.map((game) => (
        <GameRow key={game.game_id} game={game} playable={playable} {...(eventId ? { eventId } : {})} />
      ))}
    </Stack>
  );
}
