import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthSettings } from '../api/get-auth-settings';

/**
 * GET /settings/auth, read only: whether single sign-on is on and its sign-in address, which
 * the company sign-in connections decide (managed on /admin/sign-in).
 */
export function SsoSettingsCard() {
  const { t } = useTranslation('branding');
  const settings = useAuthSettings();
  const isOn = settings.data?.is_sso_activated ?? false;
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--aq-cards)">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sso.title')}
        </Title>
        <Group gap="xs">
          <Text fw={600}>{t('sso.status')}:</Text>
          <Badge color={isOn ? 'green' : 'gray'} variant="light" data-testid="sso-status">
            {isOn ? t('sso.on') : t('sso.off')}
          </Badge>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ flexShrink: 0 }}>
            {t('sso.url')}:
          </Text>
          <Text dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {settings.data?.sso_login_url ?? t('sso.notSet')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('sso.hint')}
        </Text>
        <Anchor component={Link} to="/admin/sign-in">
          {t('sso.manage')}
        </Anchor>
      </Stack>
    </Card>
  );
}
