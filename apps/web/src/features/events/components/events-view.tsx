import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { useMyEvents } from '../api/get-my-events';
import { CategoryFilter } from './category-filter';
import { EventsSection, type SectionName } from './events-section';

const SECTIONS: SectionName[] = ['assigned', 'upcoming', 'running', 'past'];

function EventsBody({ categoryId, onShowAll }: { categoryId: string | null; onShowAll: () => void }) {
  const { t } = useTranslation(['events', 'common']);
  const events = useMyEvents(categoryId);
  if (events.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (events.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('events:loadFailed')}>
        <Button mt="xs" variant="light" color="red" onClick={() => void events.refetch()}>
          {t('events:retry')}
        </Button>
      </Alert>
    );
  }
  const shown = SECTIONS.filter((name) => events.data[name].length > 0);
  if (shown.length === 0) {
    return (
      <EmptyState
        title={t('common:empty.noData')}
        hint={categoryId ? t('events:emptyFiltered') : t('events:emptyHint')}
        action={
          categoryId ? (
            <Button variant="light" onClick={onShowAll}>
              {t('events:showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <Stack gap="xl">
      {shown.map((name) => (
        <EventsSection
          key={name}
          name={name}
          title={t(`events:sections.${name}`)}
          events={events.data[name]}
        />
      ))}
    </Stack>
  );
}

/** /events: what is assigned to the player, then upcoming, running and past events; filtered by `?category_id=`. */
export function EventsView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = params.get('category_id') || null;
  const setCategory = (next: string | null) => {
    setParams(next ? { category_id: next } : {});
  };
  return (
    <PageFrame
      title={t('pages.events.title')}
      subtitle={t('pages.events.subtitle')}
      actions={<CategoryFilter value={categoryId} onChange={setCategory} />}
    >
      <EventsBody
        categoryId={categoryId}
        onShowAll={() => {
          setCategory(null);
        }}
      />
    </PageFrame>
  );
}
