import { Center, Group, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { useGame } from '../api/get-game';
import { BackLink } from './back-link';
import { CategoryChoice } from './category-choice';
import { GameStats } from './game-stats';
import { AudienceBadge, DifficultyBadge, GameTypeBadge } from './game-type-badge';
import { HostLiveButton } from './host-live-button';
import { StartGameButton } from './start-game-button';

/** A game's details: its rules, the player's attempts and best score, the category, Start and Host live. */
export function GameDetailsView({
  gameId,
  categoryId,
  eventId = null,
}: {
  gameId: string;
  categoryId: string;
  /** The event the game is played for, when reached from its page. */
  eventId?: string | null;
}) {
  const { t } = useTranslation(['common', 'games']);
  const game = useGame(gameId);
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const back = <BackLink to={`/categories/${categoryId}`} label={t('games:game.back')} />;
  if (game.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!game.data) {
    return (
      <>
        {back}
        <EmptyState title={t('empty.gameDataNotAvailable')} />
      </>
    );
  }
  const { data } = game;
  const language = currentLanguage();
  const isInUrlCategory = data.categories.some((category) => category.id === categoryId);
  const category = chosenCategory ?? (isInUrlCategory ? categoryId : (data.categories[0]?.id ?? null));
  return (
    <>
      {back}
      <PageFrame
        title={pickText(data.name, language)}
        subtitle={pickText(data.description, language)}
        actions={
          <Group gap="xs">
            <GameTypeBadge type={data.type} />
            <DifficultyBadge difficulty={data.difficulty} />
            <AudienceBadge audience={data.audience} />
          </Group>
        }
      >
        <GameStats game={data} />
        <CategoryChoice
          categories={data.categories}
          value={category}
          onChange={setChosenCategory}
          isDisabled={data.open_attempt_id !== null}
        />
        <Group gap="sm" align="flex-start">
          <StartGameButton game={data} categoryId={category} eventId={eventId} />
          <HostLiveButton game={data} />
        </Group>
      </PageFrame>
    </>
  );
}
