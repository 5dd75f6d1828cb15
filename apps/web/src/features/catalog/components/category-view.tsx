import { Center, Group, Loader, Text, ThemeIcon } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { useCategory } from '../api/get-category';
import { useSearch } from '../hooks/use-search';
import { BackLink } from './back-link';
import { CategoryIcon } from '../../../components/category-icon';
import { GameList } from './game-list';
import { SearchBox } from './search-box';
import { TierBadge } from './tier-badge';

/** One category: its header, a search within it, and its games. */
export function CategoryView({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation(['common', 'games']);
  const language = currentLanguage();
  const category = useCategory(categoryId);
  const { search, setSearch, query } = useSearch();
  const back = <BackLink to="/categories" label={t('games:category.back')} />;
  if (category.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!category.data) {
    return (
      <>
        {back}
        <PageFrame title={t('pages.category.title')}>
          <EmptyState title={t('empty.noData')} />
        </PageFrame>
      </>
    );
  }
  const { data } = category;
  return (
    <>
      {back}
      <PageFrame
        title={pickText(data.name, language)}
        subtitle={pickText(data.description, language)}
        actions={
          <Group gap="sm">
            <ThemeIcon size={40} radius="md" variant="light">
              <CategoryIcon name={data.icon} size={24} />
            </ThemeIcon>
            <TierBadge tier={data.tier} />
            <Group gap={4} c="dimmed">
              <IconDeviceGamepad2 size={18} aria-hidden />
              <Text size="sm">{t('games:facts.games', { count: data.games_count })}</Text>
            </Group>
          </Group>
        }
      >
        <SearchBox value={search} onChange={setSearch} label={t('games:search.games')} />
        <GameList categoryId={categoryId} query={query} />
      </PageFrame>
    </>
  );
}
