import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GameDetails } from '@awarequest/contracts';
import { formatNumber, formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

/** The game's rules and the player's record with it, as a description list. */
export function GameStats({ game }: { game: GameDetails }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const stats: [string, string][] = [
    ['duration', t('game.minutes', { minutes: game.duration_minutes })],
    ...(game.type === 'interactive' ? [['questions', count(game.questions_count)] as [string, string]] : []),
    ['passScore', formatPercent(game.pass_score, language)],
    ['attemptsUsed', count(game.attempts_used)],
    ['attemptsLeft', game.attempts_left === null ? t('game.unlimited') : count(game.attempts_left)],
    [
      'bestScore',
      game.best_score === null ? t('game.notPlayed') : formatPercent(Math.round(game.best_score), language),
    ],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
      {stats.map(([key, value]) => (
        <Paper key={key} withBorder radius="md" p="sm" data-stat={key}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`game.${key}`)}
          </Text>
          <Text component="dd" fw={700} fz="lg" m={0}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
