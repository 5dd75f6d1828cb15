import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DEFAULT_SSO_ATTRIBUTE_MAPPING,
  samlAdminPage,
  samlConnectionBodySchema,
  type SamlConnection,
  type SamlConnectionBody,
} from '@awarequest/contracts';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveSamlConnection } from '../api/saml-connections-api';
import { IdpFields } from './idp-fields';
import { SharedSignInFields } from './shared-sign-in-fields';

const FIELDS = [
  'label',
  'enabled',
  'allowed_domains',
  'attribute_mapping',
  'unknown_lookup_values',
  'metadata_url',
  'metadata_xml',
  'email_attribute',
  'email_verified',
] as const;

function valuesOf(connection: SamlConnection | undefined): SamlConnectionBody {
  if (!connection)
    return {
      label: '',
      enabled: true,
      allowed_domains: [],
      attribute_mapping: { ...DEFAULT_SSO_ATTRIBUTE_MAPPING },
      unknown_lookup_values: 'add',
      metadata_url: '',
      metadata_xml: '',
      email_attribute: '',
      email_verified: false,
    };
  return {
    label: connection.label,
    enabled: connection.enabled,
    allowed_domains: connection.allowed_domains,
    attribute_mapping: connection.attribute_mapping,
    unknown_lookup_values: connection.unknown_lookup_values,
    metadata_url: connection.metadata_url ?? '',
    metadata_xml: '',
    email_attribute: connection.email_attribute,
    email_verified: connection.email_verified,
  };
}

/** The SAML connection's form: the shared sign-in fields and the IdP's side. */
export function SamlConnectionForm({ connection }: { connection: SamlConnection | undefined }) {
  const { t } = useTranslation('saml-admin');
  const navigate = useNavigate();
  const save = useSaveSamlConnection();
  const form = useForm<SamlConnectionBody>({
    resolver: zodResolver(samlConnectionBodySchema) as never,
    mode: 'onTouched',
    defaultValues: valuesOf(connection),
  });

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: connection?.id, body },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('saved'));
          form.reset(valuesOf(envelope.data));
          if (!connection) void navigate(samlAdminPage(envelope.data.id), { replace: true });
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS, { isNested: true });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Card withBorder padding="md" component="section" aria-labelledby="saml-idp-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="saml-idp-title">
              {t('sections.idp')}
            </Title>
            <IdpFields form={form} connection={connection} />
          </Stack>
        </Card>
        <Card withBorder padding="md" component="section" aria-labelledby="saml-shared-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="saml-shared-title">
              {t('sections.shared')}
            </Title>
            <SharedSignInFields form={form} />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {connection ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
