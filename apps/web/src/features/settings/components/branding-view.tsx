import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useThemeForEditing } from '../api/get-theme-for-editing';
import { BrandingForm } from './branding-form';
import { SsoSettingsCard } from './sso-settings-card';

/** The branding screen's content: the theme's form once loaded, and the single sign-on settings. */
export function BrandingView() {
  const { t } = useTranslation('branding');
  const theme = useThemeForEditing();
  return (
    <Stack gap="xl">
      {theme.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : theme.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : (
        <BrandingForm theme={theme.data} />
      )}
      <SsoSettingsCard />
    </Stack>
  );
}
