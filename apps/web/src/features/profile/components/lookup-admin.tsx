import { ActionIcon, Button, Card, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOOKUP_KINDS, type AdminLookup, type LookupKind } from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
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
      <Card withBorder radius="md" padding={0}>
        {entries.length === 0 && !lookups.isPending ? (
          <Text p="lg" c="dimmed" ta="center">
            {t('admin.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <Group
                key={entry.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                px="md"
                py="sm"
                style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
              >
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
              </Group>
            ))}
          </Stack>
        )}
      </Card>
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
      <Modal
        opened={deleting !== null}
        onClose={() => {
          setDeleting(null);
        }}
        title={t('admin.delete')}
        centered
      >
        <Stack>
          <Text>{t('admin.deleteConfirm', { name: deleting ? nameOf(deleting) : '' })}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              data-autofocus
              onClick={() => {
                setDeleting(null);
              }}
            >
              {t('admin.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => {
                if (!deleting) return;
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toastSuccess(t('admin.deleted'));
                    setDeleting(null);
                  },
                });
              }}
            >
              {t('admin.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
