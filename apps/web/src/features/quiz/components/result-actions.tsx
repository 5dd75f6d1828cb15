import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ResultActionsProps {
  gameId: string;
  categoryId: string | null;
  canTryAgain: boolean;
}

/** Where to go after a quiz: another try (while attempts are left), the category, the dashboard. */
export function ResultActions({ gameId, categoryId, canTryAgain }: ResultActionsProps) {
  const { t } = useTranslation('games');
  const retry = new URLSearchParams({ game: gameId, ...(categoryId ? { category: categoryId } : {}) });
  return (
    <Group justify="center" gap="sm">
      {canTryAgain && (
        <Button
          component={Link}
          to={`/categories/quiz?${retry.toString()}`}
          leftSection={<IconRefresh size={18} />}
        >
          {t('results.tryAgain')}
        </Button>
      )}
      <Button
        component={Link}
        to={categoryId ? `/categories/${categoryId}` : '/categories'}
        variant="light"
        leftSection={<IconArrowLeft size={18} className="aq-mirror" />}
      >
        {t('results.backToCategory')}
      </Button>
      <Button component={Link} to="/dashboard" variant="default" leftSection={<IconChartBar size={18} />}>
        {t('results.dashboard')}
      </Button>
    </Group>
  );
}
