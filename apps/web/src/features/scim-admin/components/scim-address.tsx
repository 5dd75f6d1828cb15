import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCIM_BASE } from '@awarequest/contracts';
import { CopyField } from './copy-field';

/** The SCIM base URL to enter in Entra ID ("Tenant URL") or Okta ("SCIM connector base URL"). */
export function ScimAddress() {
  const { t } = useTranslation('scim-admin');
  return (
    <Stack gap="xs" component="section" aria-labelledby="scim-address-title">
      <Title order={2} size="h3" id="scim-address-title">
        {t('address.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('address.hint')}
      </Text>
      <CopyField label={t('address.label')} value={`${window.location.origin}${SCIM_BASE}`} />
    </Stack>
  );
}
