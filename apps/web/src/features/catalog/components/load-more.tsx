import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}

/** "Showing 12 of 30" and a button for the next page, while there is one. */
export function LoadMore({ shown, total, hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('games');
  return (
    <Stack align="center" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('paging.showing', { shown, total })}
      </Text>
      {hasMore && (
        <Button variant="light" loading={isLoading} onClick={onLoadMore}>
          {t('paging.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
