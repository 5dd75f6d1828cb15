import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { GroupMappingsSection } from './group-mappings-section';
import { ScimAddress } from './scim-address';
import { ScimTokensSection } from './scim-tokens-section';

/** /admin/scim: the SCIM address to give the directory, its tokens and the group mapping. */
export function ScimAdminScreen() {
  const { t } = useTranslation('scim-admin');
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')} size="xl">
      <Stack gap="xl">
        <ScimAddress />
        <ScimTokensSection />
        <GroupMappingsSection />
      </Stack>
    </PageFrame>
  );
}
