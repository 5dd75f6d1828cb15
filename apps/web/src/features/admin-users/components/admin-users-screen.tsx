import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_STATUSES, type UserStatus } from '@awarequest/contracts';
import { PageFrame } from '../../../components/page-frame';
import { PagedResults } from '../../../components/paged-results';
import { useSession } from '../../../lib/session';
import { PER_PAGE, useAdminUsers } from '../api/admin-users-api';
import { ImportUsersButton } from './import-users-button';
import { InviteUserModal } from './invite-user-modal';
import { UsersTable } from './users-table';

/** /admin/users: search, filter and page through the users; invite, import, deactivate, delete. */
export function AdminUsersScreen() {
  const { t } = useTranslation('admin-users');
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(1);
  const [isInviting, invite] = useDisclosure(false);
  const users = useAdminUsers({ q, status, page });

  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      size="xl"
      actions={
        <Group justify="space-between" align="flex-end">
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 280 }}
            />
            <Select
              label={t('search.status')}
              placeholder={t('statuses.all')}
              data={USER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
              value={status}
              onChange={(value) => {
                setStatus(USER_STATUSES.find((known) => known === value) ?? null);
                setPage(1);
              }}
              clearable
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
          <Group gap="sm">
            <ImportUsersButton />
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={invite.open}>
              {t('invite.button')}
            </Button>
          </Group>
        </Group>
      }
    >
      <PagedResults query={users} page={page} perPage={PER_PAGE} onPage={setPage} namespace="admin-users">
        {(items) => <UsersTable users={items} selfId={user?.id} />}
      </PagedResults>
      <InviteUserModal isOpen={isInviting} onClose={invite.close} />
    </PageFrame>
  );
}
