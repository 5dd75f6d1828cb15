import { Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../lib/runtime-config';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer>
      <Container size="xl" py="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear(), appName: runtimeConfig().appName })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('footer.tagline')}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
