import { Badge, Center, Group, Loader } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickText } from '@awarequest/contracts';
import { EmptyPage } from '../../components/empty-page';
import { LinkButton } from '../../components/link-button';
import { PageFrame } from '../../components/page-frame';
import { useGame } from '../../features/catalog/api/get-game';
import { CreateSessionForm } from '../../features/live/components/create-session-form';
import { currentLanguage } from '../../lib/i18n';
import { isId } from '../../lib/is-id';

/** /categories/kahoot/:id: an interactive game and the settings to host it live. */
export default function KahootPage() {
  const { id } = useParams();
  return isId(id) ? <KahootGame gameId={id} /> : <GameNotAvailable />;
}

function GameNotAvailable() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      page="kahoot"
      empty="gameDataNotAvailable"
      action={<LinkButton to="/categories" label={t('categoriesPage.browse')} />}
    />
  );
}

function KahootGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation(['live', 'common']);
  const game = useGame(gameId);
  if (game.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (!game.data) return <GameNotAvailable />;
  const language = currentLanguage();
  return (
    <PageFrame
      title={pickText(game.data.name, language)}
      subtitle={pickText(game.data.description, language)}
      actions={
        <Group gap="xs">
          <Badge variant="light">{t('create.liveBadge')}</Badge>
          <Badge variant="outline" color="gray" leftSection={<IconListCheck size={14} aria-hidden />}>
            {t('create.questions', { count: game.data.questions_count })}
          </Badge>
        </Group>
      }
    >
      <CreateSessionForm key={gameId} source={{ kind: 'game', game_id: gameId }} />
    </PageFrame>
  );
}
