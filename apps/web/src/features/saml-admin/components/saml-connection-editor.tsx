import { Anchor, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSamlConnection } from '../api/saml-connections-api';
import { SamlConnectionForm } from './saml-connection-form';
import { SpAddresses } from './sp-addresses';

/** A new SAML connection (no id) or an existing one: our addresses to copy, then the form. */
export function SamlConnectionEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('saml-admin');
  const query = useSamlConnection(id);
  if (id && !query.data) return query.isError ? null : <Loader aria-label={t('loading')} />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/sign-in" size="sm">
        {t('back')}
      </Anchor>
      <SpAddresses connection={query.data} />
      <SamlConnectionForm key={query.data?.id ?? 'new'} connection={query.data} />
    </Stack>
  );
}
