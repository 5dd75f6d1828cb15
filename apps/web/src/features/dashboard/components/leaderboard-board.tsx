import { Alert, Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaderboardScope } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { useLeaderboard } from '../api/get-leaderboard';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber } from '../model/format';
import { LeaderboardList } from './leaderboard-list';

/** One scope's board: its group, the top entries and the reader's own standing. */
export function LeaderboardBoard({ scope }: { scope: LeaderboardScope }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const language = useLanguage();
  const board = useLeaderboard(scope);
  if (board.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (board.isError) {
    return (
      <Alert color="red" variant="light">
        {t('dashboard:error.title')}
      </Alert>
    );
  }
  const { data } = board;
  if (scope !== 'everyone' && data.group === null) {
    return <Text c="dimmed">{t(`dashboard:leaderboard.noGroup.${scope}`)}</Text>;
  }
  const isMeListed = data.entries.some((entry) => entry.is_me);
  return (
    <>
      {data.group && (
        <Text size="sm" c="dimmed" data-group>
          {t('dashboard:leaderboard.group', { group: data.group })}
        </Text>
      )}
      {data.entries.length === 0 ? (
        <EmptyState title={t('common:empty.noData')} />
      ) : (
        <LeaderboardList entries={data.entries} label={t(`dashboard:leaderboard.scopes.${scope}`)} />
      )}
      {data.me === null ? (
        <Text size="sm" c="dimmed" data-my-rank="none">
          {t('dashboard:leaderboard.noPoints')}
        </Text>
      ) : (
        !isMeListed && (
          <Text size="sm" fw={600} data-my-rank>
            {t('dashboard:leaderboard.me', {
              rank: formatNumber(data.me.rank, language),
              points: formatNumber(data.me.points, language),
            })}
          </Text>
        )
      )}
    </>
  );
}
