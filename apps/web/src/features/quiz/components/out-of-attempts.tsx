import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ResultActions } from './result-actions';

/** A start refused because the allowed attempts are used up (docs/product.md §8, to the letter). */
export function OutOfAttempts({ gameId, categoryId }: { gameId: string; categoryId: string | null }) {
  const { t } = useTranslation('games');
  return (
    <EmptyState
      icon={<IconLock size={30} />}
      title={t('results.outOfAttempts')}
      action={<ResultActions gameId={gameId} categoryId={categoryId} canTryAgain={false} />}
    />
  );
}
