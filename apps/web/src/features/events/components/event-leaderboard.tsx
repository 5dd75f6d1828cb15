import { Badge, Group, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickText, type EventLeaderboard as Board } from '@awarequest/contracts';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';

function Individual({ rows }: { rows: Board['individual'] }) {
  const { t } = useTranslation(['events', 'common']);
  const language = useLanguage();
  if (rows.length === 0) return <Text c="dimmed">{t('common:empty.noData')}</Text>;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('events:leaderboard.rank')}</Table.Th>
          <Table.Th>{t('events:leaderboard.name')}</Table.Th>
          <Table.Th ta="end">{t('events:leaderboard.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr
            key={row.user_id ?? `anonymous-${index}`}
            fw={row.is_me ? 700 : undefined}
            data-me={row.is_me}
          >
            <Table.Td>{formatNumber(row.rank, language)}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm" fw="inherit" fs={row.name === null ? 'italic' : undefined}>
                  {row.name ?? t('events:leaderboard.anonymous')}
                </Text>
                {row.is_me && <Badge variant="light">{t('events:leaderboard.you')}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td ta="end">{formatNumber(row.points, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Teams({ rows }: { rows: Board['teams'] }) {
  const { t } = useTranslation(['events', 'common']);
  const language = useLanguage();
  if (rows.length === 0) return <Text c="dimmed">{t('common:empty.noData')}</Text>;
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('events:leaderboard.rank')}</Table.Th>
          <Table.Th>{t('events:leaderboard.name')}</Table.Th>
          <Table.Th ta="end">{t('events:leaderboard.members')}</Table.Th>
          <Table.Th ta="end">{t('events:leaderboard.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.team} fw={row.is_mine ? 700 : undefined}>
            <Table.Td>{formatNumber(row.rank, language)}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm" fw="inherit">
                  {pickText(row.name, language)}
                </Text>
                {row.is_mine && <Badge variant="light">{t('events:leaderboard.yourTeam')}</Badge>}
              </Group>
            </Table.Td>
            <Table.Td ta="end">{formatNumber(row.members, language)}</Table.Td>
            <Table.Td ta="end">{formatNumber(row.points, language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** An event's leaderboard: the players, and for a challenge its teams (by department or group). */
export function EventLeaderboard({ board }: { board: Board }) {
  const { t } = useTranslation('events');
  if (!board.team_by) return <Individual rows={board.individual} />;
  return (
    <Tabs defaultValue="individual" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="individual">{t('leaderboard.individual')}</Tabs.Tab>
        <Tabs.Tab value="teams">{t(`leaderboard.teams.${board.team_by}`)}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="individual" pt="sm">
        <Individual rows={board.individual} />
      </Tabs.Panel>
      <Tabs.Panel value="teams" pt="sm">
        <Teams rows={board.teams} />
      </Tabs.Panel>
    </Tabs>
  );
}
