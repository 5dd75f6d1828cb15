import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCIM_GROUP_TARGETS, type ScimGroupMapping, type ScimGroupTarget } from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
import { useGroupMappings, useSaveGroupMappings } from '../api/scim-admin-api';

const emptyRow = (): ScimGroupMapping => ({ scim_group: '', target: 'department', value: '' });

/** The table that gives a directory group its meaning here: our group, or a department. */
export function GroupMappingsSection() {
  const { t } = useTranslation('scim-admin');
  const mappings = useGroupMappings();
  const save = useSaveGroupMappings();
  const [rows, setRows] = useState<ScimGroupMapping[]>([]);
  useEffect(() => {
    if (mappings.data) setRows(mappings.data);
  }, [mappings.data]);
  const change = (index: number, values: Partial<ScimGroupMapping>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...values } : row)));
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="scim-mappings-title">
      <Title order={2} size="h3" id="scim-mappings-title">
        {t('mappings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('mappings.hint')}
      </Text>
      {mappings.isPending ? (
        <Loader aria-label={t('common:loading')} />
      ) : mappings.isError ? (
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(rows, {
              onSuccess: (envelope) => {
                toastSuccess(envelope.message ?? t('mappings.saved'));
              },
            });
          }}
        >
          <Stack gap="xs">
            {rows.length === 0 && <Text size="sm">{t('mappings.empty')}</Text>}
            {rows.map((row, index) => (
              <Group key={index} align="flex-end" gap="xs" wrap="wrap" data-testid="mapping-row">
                <TextInput
                  label={t('mappings.scimGroup')}
                  value={row.scim_group}
                  onChange={(event) => {
                    change(index, { scim_group: event.currentTarget.value });
                  }}
                  required
                  maxLength={200}
                  w={{ base: '100%', sm: 240 }}
                />
                <Select
                  label={t('mappings.target')}
                  data={SCIM_GROUP_TARGETS.map((value) => ({ value, label: t(`mappings.targets.${value}`) }))}
                  value={row.target}
                  onChange={(value) => {
                    const target = SCIM_GROUP_TARGETS.find((known) => known === value);
                    if (target) change(index, { target: target satisfies ScimGroupTarget });
                  }}
                  allowDeselect={false}
                  w={{ base: '100%', sm: 160 }}
                />
                <TextInput
                  label={t('mappings.value')}
                  value={row.value}
                  onChange={(event) => {
                    change(index, { value: event.currentTarget.value });
                  }}
                  required
                  maxLength={100}
                  w={{ base: '100%', sm: 220 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('mappings.remove', { name: row.scim_group || String(index + 1) })}
                  onClick={() => {
                    setRows((current) => current.filter((_, at) => at !== index));
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  setRows((current) => [...current, emptyRow()]);
                }}
              >
                {t('mappings.add')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('mappings.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
