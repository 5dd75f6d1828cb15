import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { useSetLeaderboardOptOut } from '../api/set-leaderboard-opt-out';

/** The switch that lists the player as "Anonymous player" on every leaderboard. */
export function LeaderboardOptOut({ isAnonymous }: { isAnonymous: boolean }) {
  const { t } = useTranslation('dashboard');
  const optOut = useSetLeaderboardOptOut();
  // While the call runs the switch shows the choice being saved.
  const checked = optOut.isPending ? optOut.variables.anonymous : isAnonymous;
  return (
    <Switch
      checked={checked}
      disabled={optOut.isPending}
      label={t('leaderboard.optOut')}
      description={t('leaderboard.optOutHint')}
      onChange={(event) => {
        const anonymous = event.currentTarget.checked;
        optOut.mutate(
          { anonymous },
          {
            onSuccess: () => {
              toastSuccess(t(anonymous ? 'leaderboard.optedOut' : 'leaderboard.optedIn'));
            },
          },
        );
      }}
    />
  );
}
