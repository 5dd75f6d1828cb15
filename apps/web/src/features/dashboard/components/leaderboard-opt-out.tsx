import { useState } from 'react';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/toast';
import { useSetLeaderboardOptOut } from '../api/set-leaderboard-opt-out';

/** The switch that lists the player as "Anonymous player" on every leaderboard. */
export function LeaderboardOptOut({ isAnonymous }: { isAnonymous: boolean }) {
  const { t } = useTranslation('dashboard');
  const optOut = useSetLeaderboardOptOut();
  // The choice being saved shows at once (the mutation's own state arrives a tick later, and
  // a controlled switch would flick back meanwhile); it gives way to the saved value once the
  // boards are read again, or to the old value if saving failed.
  const [saving, setSaving] = useState<boolean | null>(null);
  return (
    <Switch
      checked={saving ?? isAnonymous}
      disabled={saving !== null}
      label={t('leaderboard.optOut')}
      description={t('leaderboard.optOutHint')}
      onChange={(event) => {
        const anonymous = event.currentTarget.checked;
        setSaving(anonymous);
        optOut.mutate(
          { anonymous },
          {
            onSuccess: () => {
              toastSuccess(t(anonymous ? 'leaderboard.optedOut' : 'leaderboard.optedIn'));
            },
            onSettled: () => {
              setSaving(null);
            },
          },
        );
      }}
    />
  );
}
