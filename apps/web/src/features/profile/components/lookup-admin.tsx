import { ActionIcon, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKUP_KINDS, type AdminLookup, type LookupKind } from '@awarequest/contracts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ListCard, ListCardRow } from '../../../components/list-card';
import { useDeleteLookup } from '../api/delete-lookup';
import { useAdminLookups } from '../api/get-admin-lookups';
import { LookupFormModal } from './lookup-form-modal';
import { useLanguage } from '../../../lib/use-language';

/** The admin's profile lists, one tab per list: add, rename, reorder (by number) and delete entries. */
export function LookupAdmin() {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const lookups = useAdminLookups();
  const remove = useDeleteLookup();
  const [list, setList] = useState<LookupKind>('department');
  const [editing, setEditing] = useState<AdminLookup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminLookup | null>(null);
  const entries = (lookups.data ?? []).filter((entry) => entry.list === list);
  const nextOrder = Math.max(-1, ...entries.map((entry) => entry.sort_order)) + 1;
  const nameOf = (entry: AdminLookup) => entry.name[language] || entry.name.en;

  return (
    <Stack>
      <Tabs
        value={list}
        onChange={(value) => {
          const chosen = LOOKUP_KINDS.find((kind) => kind === value);
          if (chosen) setList(chosen);
        }}
      >
        <Tabs.List>
          {LOOKUP_KINDS.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {t(`admin.lists.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('admin.add')}
        </Button>
      </Group>
      <ListCard isEmpty={entries.length === 0 && !lookups.isPending} emptyText={t('admin.empty')}>
        {entries.map((entry) => (
          <ListCardRow key={entry.id}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={500} truncate>
                {nameOf(entry)}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {language === 'ar' ? entry.name.en : entry.name.ar} · {entry.value}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t('admin.editLabel', { name: nameOf(entry) })}
                onClick={() => {
                  setEditing(entry);
                }}
              >
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('admin.deleteLabel', { name: nameOf(entry) })}
                onClick={() => {
                  setDeleting(entry);
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </ListCardRow>
        ))}
      </ListCard>
      {editing && (
        <LookupFormModal
          list={list}
          entry={editing === 'new' ? undefined : editing}
          nextOrder={nextOrder}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      <ConfirmDeleteDialog
        namespace="profile"
        target={deleting && { id: deleting.id, name: nameOf(deleting) }}
        onClose={() => {
          setDeleting(null);
        }}
        remove={remove}
      />
    </Stack>
  );
}
