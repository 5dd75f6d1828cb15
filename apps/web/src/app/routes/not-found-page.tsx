import { Button } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')} size="sm">
      <EmptyState
        title={t('notFound.text')}
        icon={<IconMapOff size={30} />}
        action={
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
        }
      />
    </PageFrame>
  );
}
