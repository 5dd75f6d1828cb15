import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from '@awarequest/contracts';
import { formatDateTime } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { AuditDetails } from './audit-details';

function Outcome({ item }: { item: AuditEntryView }) {
  const { t } = useTranslation('audit-log');
  return (
    <Stack gap={2}>
      <Badge color={item.outcome === 'ok' ? 'teal' : 'red'} variant="light">
        {t(`outcomes.${item.outcome}`, { defaultValue: item.outcome })}
      </Badge>
      {item.reason && (
        <Text size="xs" c="dimmed">
          {t(`reasons.${item.reason}`, { defaultValue: item.reason })}
        </Text>
      )}
    </Stack>
  );
}

function People({ item }: { item: AuditEntryView }) {
  const { t } = useTranslation('audit-log');
  return (
    <Stack gap={0}>
      {item.subject && (
        <Text size="sm">
          {item.subject.name}
          {item.subject.email && (
            <Text span size="xs" c="dimmed" dir="ltr">
              {' '}
              {item.subject.email}
            </Text>
          )}
        </Text>
      )}
      {item.actor && (
        <Text size="xs" c="dimmed">
          {t('by', { name: item.actor.name })}
        </Text>
      )}
      {item.ip && (
        <Text size="xs" c="dimmed" dir="ltr" ta="start">
          {item.ip}
        </Text>
      )}
    </Stack>
  );
}

/** On a phone, one card an entry: a table of six columns does not fit 390 px. */
function AuditCards({ items }: { items: AuditEntryView[] }) {
  const { t } = useTranslation('audit-log');
  const language = useLanguage();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} aria-label={t('tableLabel')} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder p="sm" data-testid="audit-row">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t(`actions.${item.action}`, { defaultValue: item.action })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`sources.${item.source}`, { defaultValue: item.source })} ·{' '}
                  {formatDateTime(item.at, language)}
                </Text>
              </Stack>
              <Outcome item={item} />
            </Group>
            <People item={item} />
            <AuditDetails item={item} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** One page of the audit log: when, where from, what, the outcome and why, who, and the details. */
export function AuditTable({ items }: { items: AuditEntryView[] }) {
  const { t } = useTranslation('audit-log');
  const language = useLanguage();
  const isPhone = useMediaQuery('(max-width: 48em)');
  if (isPhone) return <AuditCards items={items} />;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label={t('tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.at')}</Table.Th>
            <Table.Th>{t('columns.source')}</Table.Th>
            <Table.Th>{t('columns.action')}</Table.Th>
            <Table.Th>{t('columns.outcome')}</Table.Th>
            <Table.Th>{t('columns.people')}</Table.Th>
            <Table.Th>{t('columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="audit-row">
              <Table.Td>{formatDateTime(item.at, language)}</Table.Td>
              <Table.Td>{t(`sources.${item.source}`, { defaultValue: item.source })}</Table.Td>
              <Table.Td>{t(`actions.${item.action}`, { defaultValue: item.action })}</Table.Td>
              <Table.Td>
                <Outcome item={item} />
              </Table.Td>
              <Table.Td>
                <People item={item} />
              </Table.Td>
              <Table.Td maw={360}>
                <AuditDetails item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
