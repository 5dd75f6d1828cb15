import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SsoConnection } from '@awarequest/contracts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { ListCard } from '../../../components/list-card';
import { useDeleteConnection } from '../api/delete-connection';
import { useAdminConnections } from '../api/get-admin-connections';
import { RedirectUriBox } from './redirect-uri-box';
import { SsoConnectionRow } from './sso-connection-row';

/** /admin/sign-in: every company sign-in connection (OIDC and SAML), the redirect URI, add and delete. */
export function SsoConnectionList() {
  const { t } = useTranslation('sso');
  const list = useAdminConnections();
  const remove = useDeleteConnection();
  const [deleting, setDeleting] = useState<SsoConnection | null>(null);
  const connections = list.data?.connections ?? [];
  return (
    <Stack>
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to="/admin/sign-in/saml/new"
          variant="default"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('admin.addSaml')}
        </Button>
        <Button
          component={Link}
          to="/admin/sign-in/oidc/new"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('admin.addOidc')}
        </Button>
      </Group>
      {list.data && <RedirectUriBox uri={list.data.oidc_redirect_uri} />}
      <ListCard isEmpty={connections.length === 0 && !list.isPending} emptyText={t('admin.empty')}>
        {connections.map((connection) => (
          <SsoConnectionRow key={connection.id} connection={connection} onDelete={setDeleting} />
        ))}
      </ListCard>
      <ConfirmDeleteDialog
        namespace="sso"
        target={deleting && { id: deleting.id, name: deleting.label }}
        onClose={() => {
          setDeleting(null);
        }}
        remove={remove}
      />
    </Stack>
  );
}
