import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPage } from '../../components/empty-page';

export default function CategoriesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  return (
    <EmptyPage
      page="categories"
      empty={search ? 'noGamesFound' : 'noData'}
      hint={search ? t('empty.tryDifferentKeywords') : undefined}
    >
      <TextInput
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
        leftSection={<IconSearch size={18} />}
        aria-label={t('pages.categories.search')}
        placeholder={t('pages.categories.search')}
        maw={480}
      />
    </EmptyPage>
  );
}
