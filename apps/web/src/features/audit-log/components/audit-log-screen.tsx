import { Button, Group, Select } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_OUTCOMES, AUDIT_SOURCES } from '@awarequest/contracts';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { PageFrame } from '../../../components/page-frame';
import { PagedResults } from '../../../components/paged-results';
import { AUDIT_PER_PAGE, downloadAuditLog, useAuditLog, type AuditFilter } from '../api/audit-log-api';
import { AuditTable } from './audit-table';

const NO_FILTER: AuditFilter = { source: null, outcome: null, from: null, to: null };

/** /admin/audit: every sign-in, link, refusal and provisioning change, filtered, paged, exported. */
export function AuditLogScreen() {
  const { t } = useTranslation('audit-log');
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [isExporting, setExporting] = useState(false);
  const log = useAuditLog(filter, page);
  const set = (values: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...values }));
    setPage(1);
  };
  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      size="xl"
      actions={
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('filters.source')}
            placeholder={t('filters.all')}
            data={AUDIT_SOURCES.map((value) => ({ value, label: t(`sources.${value}`) }))}
            value={filter.source}
            onChange={(source) => {
              set({ source });
            }}
            clearable
            w={{ base: '100%', xs: 170 }}
          />
          <Select
            label={t('filters.outcome')}
            placeholder={t('filters.all')}
            data={AUDIT_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
            value={filter.outcome}
            onChange={(outcome) => {
              set({ outcome });
            }}
            clearable
            w={{ base: '100%', xs: 150 }}
          />
          <DateRangeFilter
            from={filter.from ?? undefined}
            to={filter.to ?? undefined}
            labels={{ from: t('filters.from'), to: t('filters.to') }}
            isFullWidthOnPhone
            onChange={(change) => {
              set('from' in change ? { from: change.from ?? null } : { to: change.to ?? null });
            }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={isExporting}
            onClick={() => {
              setExporting(true);
              void downloadAuditLog(filter)
                .catch(() => undefined)
                .finally(() => {
                  setExporting(false);
                });
            }}
          >
            {t('export')}
          </Button>
        </Group>
      }
    >
      <PagedResults query={log} page={page} perPage={AUDIT_PER_PAGE} onPage={setPage} namespace="audit-log">
        {(items) => <AuditTable items={items} />}
      </PagedResults>
    </PageFrame>
  );
}
