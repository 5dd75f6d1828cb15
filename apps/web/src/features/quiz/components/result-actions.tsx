import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ResultActionsProps {
  gameId: string;
  categoryId: string | null;
  canTryAgain: boolean;
  /** A passed game: the next game is the natural step, another try (which spends an attempt) comes second. */
  isPassed?: boolean;
}

/**
 * Where to go after a quiz: another try (while attempts are left), the category, the dashboard.
 * The main button is the natural next step: "Try again" after a fail, "Choose your next game"
 * (the category) after a pass.
 */
export function ResultActions({ gameId, categoryId, canTryAgain, isPassed = false }: ResultActionsProps) {
  const { t } = useTranslation('games');
  const retry = new URLSearchParams({ game: gameId, ...(categoryId ? { category: categoryId } : {}) });
  const category = categoryId ? `/categories/${categoryId}` : '/categories';
  const tryAgain = canTryAgain && (
    <Button
      component={Link}
      to={`/categories/quiz?${retry.toString()}`}
      variant={isPassed ? 'default' : 'filled'}
      leftSection={<IconRefresh size={18} />}
    >
      {t('results.tryAgain')}
    </Button>
  );
  return (
    <Group justify="center" gap="sm">
      {isPassed ? (
        <Button
          component={Link}
          to={category}
          variant="filled"
          rightSection={<IconArrowRight size={18} className="aq-mirror" />}
        >
          {t('results.nextGame')}
        </Button>
      ) : (
        tryAgain
      )}
      {isPassed ? (
        tryAgain
      ) : (
        <Button
          component={Link}
          to={category}
          variant="light"
          leftSection={<IconArrowLeft size={18} className="aq-mirror" />}
        >
          {t('results.backToCategory')}
        </Button>
      )}
      <Button component={Link} to="/dashboard" variant="default" leftSection={<IconChartBar size={18} />}>
        {t('results.dashboard')}
      </Button>
    </Group>
  );
}
