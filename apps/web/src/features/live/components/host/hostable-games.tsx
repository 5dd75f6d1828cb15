import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPresentation, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type GameSummary } from '@awarequest/contracts';
import { EmptyState } from '../../../../components/empty-state';
import { currentLanguage } from '../../../../lib/i18n';
import { useHostableGames } from '../../api/get-hostable-games';

function HostableGame({ game }: { game: GameSummary }) {
  const { t } = useTranslation(['hosting', 'live']);
  const language = currentLanguage();
  const name = pickText(game.name, language);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="hostable-game">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
          <Text fw={700}>{name}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {pickText(game.description, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('live:create.questions', { count: game.questions_count })}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={`/categories/kahoot/${game.id}`}
          variant="light"
          leftSection={<IconPresentation size={18} aria-hidden />}
          aria-label={t('hostLive.named', { name })}
        >
          {t('hostLive.label')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The games this person may host (published interactive games), with a search box. */
export function HostableGames() {
  const { t } = useTranslation(['hosting', 'common']);
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const games = useHostableGames(q);
  const items = games.data?.pages.flatMap((page) => page.items) ?? [];
  const total = games.data?.pages.at(-1)?.total ?? 0;
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('hostPage.gamesTitle')}
      </Title>
      <TextInput
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
        leftSection={<IconSearch size={18} aria-hidden />}
        label={t('hostPage.search')}
        placeholder={t('hostPage.searchPlaceholder')}
        maw={480}
        data-testid="hostable-search"
      />
      {games.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : items.length === 0 ? (
        <EmptyState
          title={t('common:empty.noGamesAvailable')}
          hint={q ? t('common:empty.tryDifferentKeywords') : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('hostPage.found', { count: total })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((game) => (
              <HostableGame key={game.id} game={game} />
            ))}
          </Stack>
          {games.hasNextPage && (
            <Button
              variant="default"
              style={{ alignSelf: 'center' }}
              loading={games.isFetchingNextPage}
              onClick={() => void games.fetchNextPage()}
            >
              {t('hostPage.more')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
