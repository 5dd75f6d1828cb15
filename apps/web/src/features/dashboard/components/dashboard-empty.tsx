import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NextGame } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { LinkButton } from '../../../components/link-button';
import { gamePath } from './next-games';

/** A new player's dashboard: 'No data available', and the way to a first game. */
export function DashboardEmpty({ firstGame }: { firstGame: NextGame | undefined }) {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <Box data-dashboard="empty">
      <EmptyState
        title={t('common:empty.noData')}
        hint={t('dashboard:empty.hint')}
        action={
          <LinkButton
            to={firstGame ? gamePath(firstGame) : '/categories'}
            label={t('dashboard:empty.firstGame')}
          />
        }
      />
    </Box>
  );
}
