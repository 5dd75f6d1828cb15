import { Badge, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailAddress } from '../../../components/email-address';
import type { AdminUser, UserStatus } from '@awarequest/contracts';
import { formatDate } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { UserRowActions } from './user-row-actions';

const STATUS_COLORS: Record<UserStatus, string> = { active: 'teal', invited: 'blue', inactive: 'gray' };

/** The page of users: who, how they sign in, role and type, status, and the actions. */
export function UsersTable({ users, selfId }: { users: AdminUser[]; selfId: string | undefined }) {
  const { t } = useTranslation('admin-users');
  const language = useLanguage();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.user')}</Table.Th>
            <Table.Th>{t('table.role')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.created')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" ta="start">
                    <EmailAddress email={user.email ?? `@${user.username ?? ''}`} />
                  </Text>
                  {user.parent && (
                    <Text size="xs" c="dimmed">
                      {t('table.childOf', { name: user.parent.name })}
                    </Text>
                  )}
                  {user.children_count > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('table.children', { count: user.children_count })}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{t(`roles.${user.role}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {t(`accountTypes.${user.account_type}`)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[user.status]} variant="light">
                  {t(`statuses.${user.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(user.created_at, language)}</Text>
              </Table.Td>
              <Table.Td>
                <UserRowActions user={user} isSelf={user.id === selfId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
