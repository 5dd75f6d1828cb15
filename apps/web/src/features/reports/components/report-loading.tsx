import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ReportLoading() {
  const { t } = useTranslation('reports');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
