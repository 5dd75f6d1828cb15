import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageFrame } from './page-frame';

type EmptyKey =
  'noData' | 'noGamesFound' | 'noGamesAvailable' | 'noCategories' | 'noParticipants' | 'gameDataNotAvailable';

interface EmptyPageProps {
  /** Key under `pages.` in the common namespace (title and subtitle). */
  page: string;
  empty: EmptyKey;
  hint?: string;
  action?: ReactNode;
  /** Content above the empty state (a search box, a form). */
  children?: ReactNode;
  titleValues?: Record<string, string>;
}

/** A page whose content is still empty: its real frame and the spec's empty-state text. */
export function EmptyPage({ page, empty, hint, action, children, titleValues }: EmptyPageProps) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`, titleValues)}>
      {children}
      <EmptyState title={t(`empty.${empty}`)} hint={hint} action={action} />
    </PageFrame>
  );
}
