import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pickText, type GameListItem } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import classes from './card-link.module.css';
import { GameFacts } from './game-facts';
import { DifficultyBadge, GameTypeBadge } from './game-type-badge';
import { HostLiveButton } from './host-live-button';
import { PassedBadge } from './passed-badge';

/**
 * A game of a category: the whole card opens its details; an interactive one can be hosted live;
 * a game the person has passed says so.
 */
export function GameCard({ game, categoryId }: { game: GameListItem; categoryId: string }) {
  const language = currentLanguage();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <GameTypeBadge type={game.type} />
          <DifficultyBadge difficulty={game.difficulty} />
          {game.passed && <PassedBadge />}
        </Group>
        <Title order={2} size="h4">
          <Link to={`/categories/${categoryId}/games/${game.id}`} className={classes.link}>
            {pickText(game.name, language)}
          </Link>
        </Title>
        <Box style={{ flexGrow: 1 }}>
          <Text c="dimmed" size="sm" lineClamp={3}>
            {pickText(game.description, language)}
          </Text>
        </Box>
        <GameFacts game={game} />
        <HostLiveButton
          game={game}
          name={pickText(game.name, language)}
          variant="default"
          className={classes.above}
        />
      </Stack>
    </Card>
  );
}
