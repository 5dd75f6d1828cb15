import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FallbackProps } from 'react-error-boundary';

/** Shown when a page cannot load even after the one reload (its chunk is gone). */
export function RouteErrorPage({ error }: FallbackProps) {
  const { t } = useTranslation();
  console.error('page error', error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {t('errorPage.title')}
        </Title>
        <Text c="dimmed">{t('errorPage.text')}</Text>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('errorPage.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
