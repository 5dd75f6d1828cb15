import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { DeleteAccountButton } from './delete-account-button';

/** The profile's "Delete account" section; a child account has none (its parent removes it). */
export function AccountDeletionSection() {
  const { t } = useTranslation('account-deletion');
  const { user } = useSession();
  if (!user || user.parent_id) return null;
  return (
    <Card withBorder radius="md" padding="lg" style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Title order={2} size="h4">
            {t('sectionTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sectionText')}
          </Text>
        </Stack>
        <DeleteAccountButton />
      </Group>
    </Card>
  );
}
