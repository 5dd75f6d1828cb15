import { Alert, Group, Loader, Pagination } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

interface PagedResultsProps<Item> {
  /** One page of a paged list, as the server answers it. */
  query: UseQueryResult<{ items: Item[]; total: number }>;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  /** The screen's catalog, with its texts `loadFailed`, `empty.title`, `empty.hint` and `total` (a count). */
  namespace: 'audit-log' | 'admin-users';
  /** The page's rows, drawn as the screen's table. */
  children: (items: Item[]) => ReactNode;
}

/** An admin list's body: loading, the failure, the empty state, or the rows with their count and pages. */
export function PagedResults<Item>({
  query,
  page,
  perPage,
  onPage,
  namespace,
  children,
}: PagedResultsProps<Item>) {
  const { t } = useTranslation(namespace);
  if (query.isPending) return <Loader aria-label={t('common:loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light">
        {t('loadFailed')}
      </Alert>
    );
  }
  if (query.data.items.length === 0) return <EmptyState title={t('empty.title')} hint={t('empty.hint')} />;
  const pages = Math.max(1, Math.ceil(query.data.total / perPage));
  return (
    <>
      {children(query.data.items)}
      <Group justify="space-between">
        <span aria-live="polite">{t('total', { count: query.data.total })}</span>
        {pages > 1 && <Pagination value={page} onChange={onPage} total={pages} />}
      </Group>
    </>
  );
}
