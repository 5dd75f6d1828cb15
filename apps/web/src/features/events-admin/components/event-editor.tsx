import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArchive,
  IconArrowLeft,
  IconArrowRight,
  IconChartBar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AdminEvent } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { useAdminEvent } from '../api/admin-events-api';
import { useEventCategories } from '../api/event-categories-api';
import { ConfirmAction } from './confirm-action';
import { EventForm } from './event-form';
import { EventRowActions } from './event-row-actions';
import { EventStatusBadge } from './event-status-badge';
import { useEventActions } from './use-event-actions';

/** /admin/events/new and /admin/events/:id: the event form, with the event's state and actions. */
export function EventEditor({ id }: { id?: string }) {
  const { t } = useTranslation('events-admin');
  const navigate = useNavigate();
  const event = useAdminEvent(id);
  const categories = useEventCategories();
  const isLoading = (id !== undefined && event.isPending) || categories.isPending;

  const onSaved = (saved: AdminEvent) => {
    if (saved.id !== id) void navigate(`/admin/events/${saved.id}`, { replace: true });
  };

  return (
    <Stack>
      <BackLink />
      {isLoading && <Loader aria-label={t('editor.loading')} mx="auto" />}
      {(event.isError || categories.isError) && <Alert color="red">{t('editor.loadFailed')}</Alert>}
      {!isLoading && event.data && <EventHeader event={event.data} />}
      {!isLoading && !categories.isError && (id === undefined || event.data) && (
        // A new key after a save reloads the form with the event as the server keeps it.
        <EventForm
          key={event.data?.id ?? 'new'}
          event={event.data}
          categories={categories.data}
          onSaved={onSaved}
        />
      )}
    </Stack>
  );
}

function BackLink() {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const Arrow = language === 'ar' ? IconArrowRight : IconArrowLeft;
  return (
    <Button
      component={Link}
      to="/admin/events"
      variant="subtle"
      leftSection={<Arrow size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('editor.back')}
    </Button>
  );
}

/** The event's state, its report and its actions; a warning while it runs, a notice once archived. */
function EventHeader({ event }: { event: AdminEvent }) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const actions = useEventActions({
    onDeleted: () => {
      void navigate('/admin/events');
    },
  });
  const name = event.title[language] || event.title.en;
  const target = { id: event.id, name, status: event.status, archived: event.archived };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <EventStatusBadge status={event.status} isArchived={event.archived} />
        <Group gap="xs">
          {event.status !== 'draft' && (
            <Button
              component={Link}
              to={`/admin/events/${event.id}/report`}
              variant="light"
              leftSection={<IconChartBar size={18} aria-hidden />}
            >
              {t('actions.report')}
            </Button>
          )}
          <EventRowActions target={target} onAction={actions.ask} hasLinks={false} />
        </Group>
      </Group>
      {event.status === 'running' && !event.archived && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('editor.runningWarningTitle')}
        >
          {t('editor.runningWarning')}
        </Alert>
      )}
      {event.archived && (
        <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />}>
          {t('editor.archivedNotice')}
        </Alert>
      )}
      <ConfirmAction request={actions.request} isPending={actions.isPending} onClose={actions.close} />
    </Stack>
  );
}
