import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventCategoryListItem } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { failedCallText } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useDeleteEventCategory, useEventCategories } from '../api/event-categories-api';
import { EventCategoryForm } from './event-category-form';
import { EventCategoryIcon } from '../../../components/event-category-icon';

/** The category being edited: a new one, an existing one, or none (the dialog is closed). */
type Editing = { category?: EventCategoryListItem } | null;

/** /admin/event-categories: the categories in order, each with its events; create, edit and delete. */
export function EventCategoriesScreen() {
  const { t } = useTranslation('events-admin');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const categories = useEventCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EventCategoryListItem | null>(null);
  const list = categories.data ?? [];
  const nextOrder = list.reduce((highest, category) => Math.max(highest, category.sort_order + 1), 0);

  return (
    <Stack>
      <Group justify="space-between">
        <Button
          component={Link}
          to="/admin/events"
          variant="subtle"
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
        >
          {t('categories.allEvents')}
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setEditing({});
          }}
        >
          {t('categories.new')}
        </Button>
      </Group>
      {categories.isPending && <Loader aria-label={t('categories.loading')} mx="auto" />}
      {categories.isError && <Alert color="red">{t('categories.loadFailed')}</Alert>}
      {categories.isSuccess && list.length === 0 && (
        <EmptyState
          title={t('categories.empty')}
          hint={t('categories.emptyHint')}
          icon={<IconCalendarEvent size={30} />}
        />
      )}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('categories.title')}
      >
        {list.map((category) => (
          <CategoryRow
            key={category.id}
            category={category}
            onEdit={() => {
              setEditing({ category });
            }}
            onDelete={() => {
              setDeleting(category);
            }}
          />
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        title={editing?.category ? t('categories.editTitle') : t('categories.newTitle')}
        size="xl"
        fullScreen={isPhone}
      >
        {editing && (
          <EventCategoryForm
            category={editing.category}
            nextOrder={nextOrder}
            onDone={() => {
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <DeleteCategoryDialog
        category={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </Stack>
  );
}

function CategoryRow({
  category,
  onEdit,
  onDelete,
}: {
  category: EventCategoryListItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const name = category.name[language] || category.name.en;
  const description = category.description[language] || category.description.en;
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" color={category.color} aria-hidden>
          <EventCategoryIcon name={category.icon} size={24} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <Badge variant="light" color="gray">
              {t('categories.events', { count: category.events_count })}
            </Badge>
          </Group>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
          {[...category.running, ...category.upcoming].slice(0, 3).map((event) => (
            <Text key={event.id} size="sm" component={Link} to={`/admin/events/${event.id}`} c="teal">
              {event.title[language] || event.title.en}
            </Text>
          ))}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('categories.edit', { name })}
            title={t('categories.edit', { name })}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('categories.delete', { name })}
            title={t('categories.delete', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** Asks before deleting; a refusal (EVENT_CATEGORY_IN_USE) is shown in the dialog, in the user's language. */
function DeleteCategoryDialog({
  category,
  onClose,
}: {
  category: EventCategoryListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const remove = useDeleteEventCategory();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    remove.reset();
    onClose();
  };
  const name = category ? category.name[language] || category.name.en : '';
  return (
    <Modal opened={category !== null} onClose={close} title={t('categories.deleteTitle')} centered>
      <Stack>
        <Text>{t('categories.deleteQuestion', { name })}</Text>
        <Text size="sm" c="dimmed">
          {t('categories.deleteNote')}
        </Text>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('actions.keep')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            disabled={refusal !== null}
            onClick={() => {
              if (!category) return;
              remove.mutate(category.id, {
                onSuccess: (envelope) => {
                  toastSuccess(envelope.message ?? t('done.categoryDeleted'));
                  close();
                },
                onError: (error) => {
                  setRefusal(failedCallText(error));
                },
              });
            }}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
