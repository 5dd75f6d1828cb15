import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Checkbox, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { oidcConnectionBodySchema, type OidcConnectionBody, type SsoConnection } from '@awarequest/contracts';
import { FormButtons } from '../../../components/form-buttons';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSaveOidcConnection } from '../api/save-oidc-connection';
import { EnabledSwitch, SsoSharedFields } from './sso-shared-fields';

const FIELDS = [
  'label',
  'issuer',
  'client_id',
  'client_secret',
  'scopes',
  'allowed_domains',
  'attribute_mapping',
];

const defaultsOf = (connection: SsoConnection | undefined): OidcConnectionBody => ({
  label: connection?.label ?? '',
  enabled: connection?.enabled ?? true,
  allowed_domains: connection?.allowed_domains ?? [],
  attribute_mapping: connection?.attribute_mapping ?? {},
  unknown_lookup_values: connection?.unknown_lookup_values ?? 'add',
  issuer: connection?.oidc?.issuer ?? '',
  client_id: connection?.oidc?.client_id ?? '',
  client_secret: '',
  scopes: connection?.oidc?.scopes ?? 'openid email profile',
  end_session: connection?.oidc?.end_session ?? true,
});

/** Add or edit an OpenID Connect connection. The OIDC_* one keeps its provider fields read-only. */
export function OidcConnectionForm({ connection }: { connection?: SsoConnection }) {
  const { t } = useTranslation('sso');
  const errorWords = useErrorWords();
  const navigate = useNavigate();
  const save = useSaveOidcConnection();
  const isEnv = connection?.source === 'env';
  const form = useForm<OidcConnectionBody>({
    resolver: zodResolver(oidcConnectionBodySchema),
    mode: 'onTouched',
    defaultValues: defaultsOf(connection),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    const cleaned = { ...body, allowed_domains: body.allowed_domains.filter(Boolean) };
    save.mutate(
      { id: connection?.id, body: cleaned },
      {
        onSuccess: () => {
          toastSuccess(t('admin.saved'));
          void navigate('/admin/sign-in');
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS);
          toastError(t('admin.failed'));
        },
      },
    );
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xl">
        <Stack gap="sm">
          <TextInput
            label={t('admin.fields.label')}
            error={errorWords(errors.label, 'label')}
            {...form.register('label')}
          />
          <EnabledSwitch form={form} />
        </Stack>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('admin.sections.provider')}
          </Title>
          {isEnv && <Alert color="gray">{t('admin.envNote')}</Alert>}
          <TextInput
            label={t('admin.fields.issuer')}
            description={t('admin.fields.issuerHint')}
            dir="ltr"
            readOnly={isEnv}
            error={errorWords(errors.issuer, 'issuer')}
            {...form.register('issuer')}
          />
          <TextInput
            label={t('admin.fields.clientId')}
            dir="ltr"
            readOnly={isEnv}
            error={errorWords(errors.client_id, 'client_id')}
            {...form.register('client_id')}
          />
          <PasswordInput
            label={t('admin.fields.clientSecret')}
            description={connection?.oidc?.has_secret ? t('admin.fields.clientSecretKept') : undefined}
            dir="ltr"
            autoComplete="new-password"
            readOnly={isEnv}
            error={errorWords(errors.client_secret, 'client_secret')}
            {...form.register('client_secret')}
          />
          <TextInput
            label={t('admin.fields.scopes')}
            dir="ltr"
            readOnly={isEnv}
            error={errorWords(errors.scopes, 'scopes')}
            {...form.register('scopes')}
          />
          <Controller
            control={form.control}
            name="end_session"
            render={({ field }) => (
              <Checkbox
                label={t('admin.fields.endSession')}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                }}
              />
            )}
          />
        </Stack>
        <SsoSharedFields form={form} />
        <FormButtons
          onCancel={() => {
            void navigate('/admin/sign-in');
          }}
          isSaving={save.isPending}
        />
      </Stack>
    </form>
  );
}
