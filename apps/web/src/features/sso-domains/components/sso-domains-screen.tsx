import { Alert, Button, Group, Loader, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { EmptyState } from '../../../components/empty-state';
import { serverErrorsOf } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useAddSsoDomain, useRemoveSsoDomain, useSsoDomains } from '../api/sso-domains-api';

/** /admin/sso-domains: email domains whose people may not use a password (docs/product.md §2). */
export function SsoDomainsScreen() {
  const { t } = useTranslation('sso-domains');
  const domains = useSsoDomains();
  const add = useAddSsoDomain();
  const remove = useRemoveSsoDomain();
  const [domain, setDomain] = useState('');
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const fieldError = serverErrorsOf(add.error)?.errors.domain?.join(', ');
  return (
    <PageFrame title={t('title')} subtitle={t('subtitle')} size="lg">
      <Stack gap="lg">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(
              { domain: domain.trim(), connection_id: connectionId },
              {
                onSuccess: () => {
                  toastSuccess(t('added', { domain: domain.trim().toLowerCase() }));
                  setDomain('');
                  setConnectionId(null);
                },
              },
            );
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('domain')}
              placeholder="example.com"
              value={domain}
              onChange={(event) => {
                setDomain(event.currentTarget.value);
              }}
              error={fieldError}
              dir="ltr"
              required
              w={{ base: '100%', xs: 260 }}
            />
            <Select
              label={t('connection')}
              placeholder={t('anyConnection')}
              data={(domains.data?.connections ?? []).map((item) => ({ value: item.id, label: item.label }))}
              value={connectionId}
              onChange={setConnectionId}
              clearable
              w={{ base: '100%', xs: 240 }}
            />
            <Button
              type="submit"
              mt={{ base: 0, xs: 25 }}
              leftSection={<IconPlus size={16} aria-hidden />}
              loading={add.isPending}
            >
              {t('add')}
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
        {domains.isPending ? (
          <Loader aria-label={t('common:loading')} />
        ) : domains.isError ? (
          <Alert color="red" variant="light">
            {t('loadFailed')}
          </Alert>
        ) : domains.data.items.length === 0 ? (
          <EmptyState title={t('empty.title')} hint={t('empty.hint')} />
        ) : (
          <Table striped verticalSpacing="xs" aria-label={t('tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('domain')}</Table.Th>
                <Table.Th>{t('connection')}</Table.Th>
                <Table.Th>{t('actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domains.data.items.map((item) => (
                <Table.Tr key={item.domain} data-testid="sso-domain-row">
                  <Table.Td dir="ltr" style={{ textAlign: 'start' }}>
                    {item.domain}
                  </Table.Td>
                  <Table.Td>{item.connection_label ?? t('anyConnection')}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={t('removeLabel', { domain: item.domain })}
                      loading={remove.isPending && remove.variables === item.domain}
                      onClick={() => {
                        remove.mutate(item.domain, {
                          onSuccess: () => {
                            toastSuccess(t('removed', { domain: item.domain }));
                          },
                        });
                      }}
                    >
                      {t('remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </PageFrame>
  );
}
