import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { toastSuccess } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api/scim-admin-api';
import { CopyField } from './copy-field';

/** Make a token (shown once), see when each was last used, revoke one. */
export function ScimTokensSection() {
  const { t } = useTranslation('scim-admin');
  const language = useLanguage();
  const tokens = useScimTokens();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const submit = () => {
    create.mutate(label.trim(), {
      onSuccess: (envelope) => {
        setShown(envelope.data.token);
        setLabel('');
      },
    });
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="scim-tokens-title">
      <Title order={2} size="h3" id="scim-tokens-title">
        {t('tokens.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('tokens.hint')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('tokens.label')}
            placeholder={t('tokens.labelPlaceholder')}
            value={label}
            onChange={(event) => {
              setLabel(event.currentTarget.value);
            }}
            maxLength={100}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            type="submit"
            leftSection={<IconKey size={18} aria-hidden />}
            loading={create.isPending}
            disabled={label.trim() === ''}
          >
            {t('tokens.create')}
          </Button>
        </Group>
      </form>
      {shown && (
        <Alert color="yellow" variant="light" title={t('tokens.shownOnce')} role="status">
          <CopyField label={t('tokens.value')} value={shown} />
        </Alert>
      )}
      {tokens.isPending ? (
        <Loader aria-label={t('common:loading')} />
      ) : tokens.isError ? (
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      ) : tokens.data.length === 0 ? (
        <Text size="sm">{t('tokens.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label={t('tokens.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tokens.label')}</Table.Th>
                <Table.Th>{t('tokens.created')}</Table.Th>
                <Table.Th>{t('tokens.lastUsed')}</Table.Th>
                <Table.Th>{t('tokens.status')}</Table.Th>
                <Table.Th>{t('tokens.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.map((token) => (
                <Table.Tr key={token.id} data-testid="scim-token-row">
                  <Table.Td>{token.label}</Table.Td>
                  <Table.Td>{formatDateTime(token.created_at, language)}</Table.Td>
                  <Table.Td>
                    {token.last_used_at ? formatDateTime(token.last_used_at, language) : t('tokens.never')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={token.revoked_at ? 'gray' : 'teal'} variant="light">
                      {token.revoked_at ? t('tokens.revoked') : t('tokens.active')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {!token.revoked_at && (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        loading={revoke.isPending && revoke.variables === token.id}
                        aria-label={t('tokens.revokeLabel', { label: token.label })}
                        onClick={() => {
                          revoke.mutate(token.id, {
                            onSuccess: () => {
                              toastSuccess(t('tokens.revokedToast'));
                            },
                          });
                        }}
                      >
                        {t('tokens.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
