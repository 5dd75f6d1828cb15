import { Badge, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type NextGame } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';

export const gamePath = (game: Pick<NextGame, 'category_id' | 'game_id'>) =>
  `/categories/${game.category_id}/games/${game.game_id}`;

/** Games of the weakest topics, weakest first, each with why it is suggested. */
export function NextGames({ games }: { games: NextGame[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  if (games.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('next.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      {games.map((game) => {
        const title = pickText(game.title, language);
        return (
          <Paper key={game.game_id} withBorder radius="md" p="sm" data-next-game={game.game_id}>
            <Stack gap={6} h="100%" justify="space-between">
              <Stack gap={6}>
                <Badge variant="light" maw="100%">
                  {pickText(game.topic, language)}
                </Badge>
                <Text fw={700}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {pickText(game.reason, language)}
                </Text>
              </Stack>
              <Button
                component={Link}
                to={gamePath(game)}
                variant="light"
                aria-label={t('next.play', { title })}
                rightSection={<IconArrowRight size={16} className="aq-mirror" />}
              >
                {t('next.action')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
