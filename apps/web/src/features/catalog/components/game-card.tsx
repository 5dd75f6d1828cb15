import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pickText, type GameSummary } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import classes from './card-link.module.css';
import { GameFacts } from './game-facts';
import { DifficultyBadge, GameTypeBadge } from './game-type-badge';
import { HostLiveButton } from './host-live-button';

/** A game of a category: the whole card opens its details; an interactive one can be hosted live. */
export function GameCard({ game, categoryId }: { game: GameSummary; categoryId: string }) {
  const language = currentLanguage();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <GameTypeBadge type={game.type} />
          <DifficultyBadge difficulty={game.difficulty} />
        </Group>
        <Title order={3} size="h4">
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
