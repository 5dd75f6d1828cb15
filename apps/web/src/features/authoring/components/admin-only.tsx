import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { useSession } from '../../../lib/session';

export const isAdmin = (role: string | undefined): boolean => role === 'admin';

/**
 * The authoring screens are for admins (the `user` cookie's role). Anyone else sees the 403
 * state and the screens never call the API, which would answer 403 anyway.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('authoring');
  const { user } = useSession();
  if (isAdmin(user?.role)) return children;
  return (
    <PageFrame title={t('forbidden.title')} size="sm">
      <EmptyState
        title={t('errors:forbidden')}
        hint={t('forbidden.hint')}
        icon={<IconLock size={30} />}
        action={
          <Button component={Link} to="/">
            {t('common:notFound.home')}
          </Button>
        }
      />
    </PageFrame>
  );
}
