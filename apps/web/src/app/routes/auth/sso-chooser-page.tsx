import { Badge, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthHeading } from '../../../features/auth/components/auth-heading';
import { usePublicConnections } from '../../../features/sso/api/get-public-connections';

/** /auth/sso: the choice of company sign-in when more than one connection is on. */
export default function SsoChooserPage() {
  const { t } = useTranslation('sso');
  const [params] = useSearchParams();
  const connections = usePublicConnections(params.get('return_to'));
  return (
    <Stack>
      <AuthHeading title={t('chooser.title')} subtitle={t('chooser.subtitle')} />
      {connections.isPending && <Loader aria-label={t('chooser.title')} />}
      {connections.data?.length === 0 && <Text c="dimmed">{t('chooser.empty')}</Text>}
      {connections.data?.map((connection) => (
        <Button
          key={connection.id}
          component="a"
          href={connection.login_url}
          variant="default"
          size="md"
          fullWidth
          rightSection={<Badge variant="light">{t(`chooser.protocol.${connection.protocol}`)}</Badge>}
        >
          {connection.label}
        </Button>
      ))}
    </Stack>
  );
}
