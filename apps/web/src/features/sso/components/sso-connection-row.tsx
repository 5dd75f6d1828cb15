import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListCardRow } from '../../../components/list-card';
import { Link } from 'react-router';
import type { SsoConnection } from '@awarequest/contracts';

/** Where a connection is edited: OIDC here, SAML on its own screens (modules/sso/saml). */
export const connectionEditPath = (connection: SsoConnection) =>
  connection.protocol === 'oidc'
    ? `/admin/sign-in/oidc/${connection.id}`
    : `/admin/sign-in/saml/${connection.id}`;

interface SsoConnectionRowProps {
  connection: SsoConnection;
  onDelete: (connection: SsoConnection) => void;
}

/** One connection in the admin's list: its name, protocol, state, and edit and delete actions. */
export function SsoConnectionRow({ connection, onDelete }: SsoConnectionRowProps) {
  const { t } = useTranslation('sso');
  const where = connection.oidc?.issuer ?? '';
  return (
    <ListCardRow>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={500} truncate>
            {connection.label}
          </Text>
          <Badge variant="light" size="sm">
            {t(`chooser.protocol.${connection.protocol}`)}
          </Badge>
          <Badge variant="dot" size="sm" color={connection.enabled ? 'teal' : 'gray'}>
            {connection.enabled ? t('admin.enabled') : t('admin.disabled')}
          </Badge>
          {connection.source === 'env' && (
            <Badge variant="outline" size="sm" color="gray">
              {t('admin.fromEnv')}
            </Badge>
          )}
        </Group>
        {where && (
          <Text size="sm" c="dimmed" dir="ltr" truncate style={{ textAlign: 'start' }}>
            {where}
          </Text>
        )}
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          component={Link}
          to={connectionEditPath(connection)}
          variant="subtle"
          aria-label={t('admin.edit', { name: connection.label })}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
        {connection.source !== 'env' && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.deleteLabel', { name: connection.label })}
            onClick={() => {
              onDelete(connection);
            }}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </ListCardRow>
  );
}
