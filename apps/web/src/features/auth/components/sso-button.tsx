import { Button, Divider } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthSettings } from '../api/get-auth-settings';

/** "Sign in with SSO", shown only when the provider has single sign-on switched on. */
export function SsoButton() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const url = settings.data?.sso_login_url;
  if (!settings.data?.is_sso_activated || !url) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" my="md" />
      <Button
        component="a"
        href={url}
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconKey size={18} />}
      >
        {t('login.sso')}
      </Button>
    </>
  );
}
