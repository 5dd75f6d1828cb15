import { ActionIcon, Card, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SamlConnection } from '@awarequest/contracts';

function CopyLine({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('saml-admin');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" ff="monospace" dir="ltr" style={{ wordBreak: 'break-all', flex: 1 }}>
          {value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('addresses.copied') : t('addresses.copy')}>
              <ActionIcon
                variant="subtle"
                onClick={copy}
                aria-label={`${t('addresses.copy')}: ${label}`}
                color={copied ? 'teal' : 'gray'}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** What the admin enters at the IdP: our entity ID, ACS URL and metadata address, each to copy. */
export function SpAddresses({ connection }: { connection: SamlConnection | undefined }) {
  const { t } = useTranslation('saml-admin');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="saml-sp-addresses">
      <Stack gap="sm">
        <Text id="saml-sp-addresses" fw={700}>
          {t('addresses.title')}
        </Text>
        {connection ? (
          <>
            <Text size="sm" c="dimmed">
              {t('addresses.hint')}
            </Text>
            <CopyLine label={t('addresses.entityId')} value={connection.sp_entity_id} />
            <CopyLine label={t('addresses.acsUrl')} value={connection.acs_url} />
            <CopyLine label={t('addresses.metadata')} value={connection.metadata_address} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('addresses.afterSave')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
