import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { useCategoryOptions } from '../../features/live/api/get-category-options';
import { CreateSessionForm } from '../../features/live/components/create-session-form';

/**
 * /player-game/:key/create: a player builds a live game from categories' questions. The key
 * names a category (its key or id) chosen at first; any other key starts with none chosen.
 */
export default function PlayerGameCreatePage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const categories = useCategoryOptions();
  const initial = (categories.data ?? [])
    .filter((category) => category.key === key || category.id === key)
    .map((category) => category.id);
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
        <CreateSessionForm
          key={key}
          source={{ kind: 'categories' }}
          categories={categories.data ?? []}
          initialCategoryIds={initial}
        />
      )}
    </PageFrame>
  );
}
