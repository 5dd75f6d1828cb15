import { Button } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameSummary } from '@awarequest/contracts';

/** Whether a game can be run as a live session: a published interactive game with questions. */
const isHostable = (game: Pick<GameSummary, 'type' | 'published' | 'questions_count'>): boolean =>
  game.type === 'interactive' && game.published && game.questions_count > 0;

const hostPathOf = (gameId: string): string => `/categories/kahoot/${gameId}`;

/**
 * "Host live": opens the live settings of an interactive game (/categories/kahoot/:id), where the
 * session is created. `name` makes the label unique in a list of games.
 */
export function HostLiveButton({
  game,
  name,
  variant = 'light',
  className,
}: {
  game: Pick<GameSummary, 'id' | 'type' | 'published' | 'questions_count'>;
  name?: string;
  variant?: 'light' | 'default' | 'filled';
  className?: string;
}) {
  const { t } = useTranslation('hosting');
  if (!isHostable(game)) return null;
  return (
    <Button
      component={Link}
      to={hostPathOf(game.id)}
      variant={variant}
      size="md"
      leftSection={<IconPresentation size={18} aria-hidden />}
      aria-label={name ? t('hostLive.named', { name }) : undefined}
      className={className}
      data-testid="host-live"
    >
      {t('hostLive.label')}
    </Button>
  );
}
