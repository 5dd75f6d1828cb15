import { Alert, Button, Group, Loader, Select, Stack, TextInput, Title, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarEvent, IconCategory, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EVENT_STATUSES, type EventStatus } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useLanguage } from '../../../lib/use-language';
import { useAdminEvents } from '../api/admin-events-api';
import { useEventCategories } from '../api/event-categories-api';
import { AdminEventsTable } from './admin-events-table';
import { ConfirmAction } from './confirm-action';
import { useEventActions } from './use-event-actions';

const isStatus = (value: string | null): value is EventStatus =>
  value !== null && (EVENT_STATUSES as readonly string[]).includes(value);

/** /admin/events: every event with filters; archived events in their own list below. */
export function AdminEventsScreen() {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const [status, setStatus] = useState<EventStatus | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const events = useAdminEvents({ status, categoryId, q });
  const categories = useEventCategories();
  const actions = useEventActions();
  const list = events.data ?? [];
  const current = list.filter((event) => !event.archived);
  const archived = list.filter((event) => event.archived);

  return (
    <Stack>
      <Group justify="space-between">
        <Button
          component={Link}
          to="/admin/event-categories"
          variant="subtle"
          leftSection={<IconCategory size={18} aria-hidden />}
        >
          {t('list.categories')}
        </Button>
        <Button component={Link} to="/admin/events/new" leftSection={<IconPlus size={18} aria-hidden />}>
          {t('list.newEvent')}
        </Button>
      </Group>
      <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
        <TextInput
          label={t('list.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
          miw={200}
        />
        <Select
          label={t('list.status')}
          placeholder={t('list.anyStatus')}
          clearable
          data={EVENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(isStatus(value) ? value : null);
          }}
          miw={160}
        />
        <Select
          label={t('list.category')}
          placeholder={t('list.anyCategory')}
          clearable
          data={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.name[language] || category.name.en,
          }))}
          value={categoryId}
          onChange={setCategoryId}
          miw={160}
        />
      </Group>
      {events.isPending && <Loader aria-label={t('list.loading')} mx="auto" />}
      {events.isError && <Alert color="red">{t('list.loadFailed')}</Alert>}
      {events.isSuccess && current.length === 0 && (
        <EmptyState
          title={t('list.empty')}
          hint={t('list.emptyHint')}
          icon={<IconCalendarEvent size={30} />}
        />
      )}
      {current.length > 0 && (
        <AdminEventsTable events={current} caption={t('list.title')} onAction={actions.ask} />
      )}
      {archived.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="archived-events">
          <Title order={2} size="h4" id="archived-events">
            {t('list.archived')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('list.archivedHint')}
          </Text>
          <AdminEventsTable events={archived} caption={t('list.archived')} onAction={actions.ask} />
        </Stack>
      )}
      <ConfirmAction request={actions.request} isPending={actions.isPending} onClose={actions.close} />
    </Stack>
  );
}
