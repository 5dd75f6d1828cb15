import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pickText } from '@awarequest/contracts';
import { PageFrame } from '../../components/page-frame';
import { useCategoryOptions } from '../../features/live/api/get-category-options';
import { CreateSessionForm } from '../../features/live/components/create-session-form';
import { matchPlayerGameKey } from '../../features/live/model/player-game-key';
import { useLanguage } from '../../lib/use-language';

/**
 * /player-game/:key/create: a player builds a live game from categories' questions. The key
 * names a category (its key or id), chosen at first and said above the form; `new` starts with
 * none chosen; a key that names no category is told.
 */
export default function PlayerGameCreatePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { key = '' } = useParams();
  const categories = useCategoryOptions();
  const match = matchPlayerGameKey(key, categories.data ?? []);
  return (
    <PageFrame
      title={t('pages.playerGameCreate.title')}
      subtitle={t('pages.playerGameCreate.subtitle')}
      size="md"
    >
      {categories.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : (
        <Stack gap="lg">
          {match.kind === 'category' && (
            <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
              {t('pages.playerGameCreate.chosenTopic', { name: pickText(match.category.name, language) })}
            </Alert>
          )}
          {match.kind === 'unknown' && (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />}>
              {t('pages.playerGameCreate.unknownKey', { key })}
            </Alert>
          )}
          <CreateSessionForm
            key={key}
            source={{ kind: 'categories' }}
            categories={categories.data ?? []}
            initialCategoryIds={match.kind === 'category' ? [match.category.id] : []}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
