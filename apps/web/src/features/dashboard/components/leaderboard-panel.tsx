import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADERBOARD_SCOPES, type LeaderboardScope } from '@awarequest/contracts';
import { useLeaderboard } from '../api/get-leaderboard';
import { DashboardSection } from './dashboard-section';
import { LeaderboardBoard } from './leaderboard-board';
import { LeaderboardOptOut } from './leaderboard-opt-out';

const isScope = (value: string | null): value is LeaderboardScope =>
  LEADERBOARD_SCOPES.some((scope) => scope === value);

/** The points leaderboard: everyone, the department or the company, and the opt-out. */
export function LeaderboardPanel() {
  const { t } = useTranslation('dashboard');
  const [scope, setScope] = useState<LeaderboardScope>('everyone');
  const everyone = useLeaderboard('everyone');
  return (
    <DashboardSection name="leaderboard" title={t('sections.leaderboard')} hint={t('leaderboard.hint')}>
      <Tabs
        value={scope}
        onChange={(value) => {
          if (isScope(value)) setScope(value);
        }}
        keepMounted={false}
      >
        <Tabs.List grow aria-label={t('leaderboard.scopeLabel')}>
          {LEADERBOARD_SCOPES.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`leaderboard.scopes.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LEADERBOARD_SCOPES.map((item) => (
          <Tabs.Panel key={item} value={item} pt="sm">
            <Stack gap="sm">
              <LeaderboardBoard scope={item} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {everyone.data && <LeaderboardOptOut isAnonymous={everyone.data.anonymous} />}
    </DashboardSection>
  );
}
