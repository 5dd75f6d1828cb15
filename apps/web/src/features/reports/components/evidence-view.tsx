import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { downloadEvidence } from '../api/download-report';
import { useEvidence } from '../api/get-evidence';
import { useLanguage } from '../../../lib/use-language';
import { useReportSearch } from '../hooks/use-report-search';
import { formatDateTime, formatDay, formatNumber } from '../model/format';
import { BackLink } from './back-link';
import { CampaignEvidenceTable } from './campaign-evidence-table';
import classes from './evidence-print.module.css';
import { EvidenceTable } from './evidence-table';
import { ExportButtons } from '../../../components/export-buttons';
import { ReportLoading } from './report-loading';
import { DateRangeFilter } from '../../../components/date-range-filter';

/**
 * The printable training evidence (ISO/IEC 27001:2022 A.6.3): the organisation, when it was
 * made, the period, then who finished what, when and with which result. Print CSS leaves out
 * everything but the sheet.
 */
export function EvidenceView() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { from, to, update } = useReportSearch();
  const isRangeValid = !from || !to || from <= to;
  const range = isRangeValid ? { from, to } : {};
  const evidence = useEvidence(range);
  useEffect(() => {
    document.title = t('evidence.title');
  }, [t]);
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto" className={classes.sheet}>
      <Stack gap="md" data-print-hide>
        <BackLink to="/admin/reports" label={t('back.report')} />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <DateRangeFilter
            from={from}
            to={to}
            labels={{ from: t('range.from'), to: t('range.to') }}
            onChange={update}
          />
          <Group gap="xs">
            <ExportButtons
              labels={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
              onExport={(format) => downloadEvidence(range, format)}
            />
            <Button
              leftSection={<IconPrinter size={18} aria-hidden />}
              onClick={() => {
                window.print();
              }}
            >
              {t('evidence.print')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {evidence.isPending ? (
        <ReportLoading />
      ) : evidence.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : (
        <>
          <Stack gap={4} className={classes.heading}>
            <Text fw={700} size="lg">
              {evidence.data.organisation}
            </Text>
            <Title order={1} size="h2">
              {t('evidence.title')}
            </Title>
            <Text size="sm">{t('evidence.standard')}</Text>
            <Text size="sm" c="dimmed">
              {t('evidence.period', {
                from: formatDay(evidence.data.from, language, 'medium'),
                to: formatDay(evidence.data.to, language, 'medium'),
              })}
              {' · '}
              {t('evidence.generated', { at: formatDateTime(evidence.data.generated_at, language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {evidence.data.total > evidence.data.rows.length
                ? t('evidence.countCapped', {
                    shown: formatNumber(evidence.data.rows.length, language),
                    total: formatNumber(evidence.data.total, language),
                  })
                : t('evidence.count', { total: formatNumber(evidence.data.total, language) })}
            </Text>
          </Stack>
          {evidence.data.rows.length === 0 ? (
            <EmptyState title={t('common:empty.noData')} hint={t('evidence.emptyHint')} />
          ) : (
            <EvidenceTable rows={evidence.data.rows} />
          )}
          <CampaignEvidenceTable campaigns={evidence.data.campaigns} />
        </>
      )}
    </Stack>
  );
}
