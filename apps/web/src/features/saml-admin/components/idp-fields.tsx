import { WRAPPING_LABELS } from '../../../components/segmented-styles';
import { Alert, SegmentedControl, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SamlConnection, SamlConnectionBody } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';

type Source = 'url' | 'xml';

/** The IdP's side: its metadata (a URL or pasted XML), what it says now, and the email rules. */
export function IdpFields({
  form,
  connection,
}: {
  form: UseFormReturn<SamlConnectionBody>;
  connection: SamlConnection | undefined;
}) {
  const { t } = useTranslation('saml-admin');
  const errorWords = useErrorWords();
  const { errors } = form.formState;
  const [source, setSource] = useState<Source>(connection?.metadata_url || !connection ? 'url' : 'xml');
  const choose = (next: string) => {
    setSource(next as Source);
    form.setValue(next === 'url' ? 'metadata_xml' : 'metadata_url', '');
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="saml-metadata-source">
          {t('fields.metadataSource')}
        </Text>
        <SegmentedControl
          aria-labelledby="saml-metadata-source"
          fullWidth
          styles={WRAPPING_LABELS}
          value={source}
          onChange={choose}
          data={[
            { value: 'url', label: t('fields.metadataFromUrl') },
            { value: 'xml', label: t('fields.metadataFromXml') },
          ]}
        />
      </Stack>
      {source === 'url' ? (
        <TextInput
          label={t('fields.metadataUrl')}
          description={t('fields.metadataUrlHint')}
          dir="ltr"
          type="url"
          {...form.register('metadata_url')}
          error={errorWords(errors.metadata_url, 'metadata_url')}
        />
      ) : (
        <Textarea
          label={t('fields.metadataXml')}
          description={connection?.idp ? t('fields.metadataXmlKeep') : t('fields.metadataXmlHint')}
          dir="ltr"
          autosize
          minRows={4}
          maxRows={12}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          {...form.register('metadata_xml')}
          error={errorWords(errors.metadata_xml, 'metadata_xml')}
        />
      )}
      {connection?.idp ? (
        <Alert variant="light" color="teal" icon={<IconInfoCircle aria-hidden />} title={t('idp.title')}>
          <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
            <Text size="sm">
              {t('idp.entityId')}: <bdi dir="ltr">{connection.idp.entity_id}</bdi>
            </Text>
            <Text size="sm">
              {t('idp.ssoUrl')}: <bdi dir="ltr">{connection.idp.sso_url}</bdi>
            </Text>
            {connection.idp.certificates.map((certificate) => (
              <Text size="sm" key={certificate.fingerprint_sha256}>
                {t('idp.certificate', { date: new Date(certificate.valid_to).toLocaleDateString() })}{' '}
                <bdi dir="ltr">{certificate.subject}</bdi>
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : (
        connection && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />}>
            {t('idp.missing')}
          </Alert>
        )
      )}
      <TextInput
        label={t('fields.emailAttribute')}
        description={t('fields.emailAttributeHint')}
        dir="ltr"
        {...form.register('email_attribute')}
        error={errorWords(errors.email_attribute, 'email_attribute')}
      />
      <Controller
        control={form.control}
        name="email_verified"
        render={({ field }) => (
          <Switch
            label={t('fields.emailVerified')}
            description={t('fields.emailVerifiedHint')}
            checked={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
          />
        )}
      />
    </Stack>
  );
}
