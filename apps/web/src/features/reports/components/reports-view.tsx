import { Alert, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REPORT_DIMENSIONS, type ReportDimension } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { downloadReport } from '../api/download-report';
import { useReport } from '../api/get-report';
import { useLanguage } from '../../../lib/use-language';
import { useReportSearch } from '../hooks/use-report-search';
import { formatNumber } from '../model/format';
import { ExportButtons } from '../../../components/export-buttons';
import { GroupChart } from './group-chart';
import { GroupTable } from './group-table';
import { ReportLoading } from './report-loading';
import { DateRangeFilter } from '../../../components/date-range-filter';

/** The organisation report: one tab per dimension, the range, files, a chart and the table. */
export function ReportsView() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { dimension, from, to, update } = useReportSearch();
  const isRangeValid = !from || !to || from <= to;
  // A reversed range is told at the field and never sent.
  const range = isRangeValid ? { from, to } : {};
  const report = useReport({ dimension, ...range });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <DateRangeFilter
          from={from}
          to={to}
          labels={{ from: t('range.from'), to: t('range.to') }}
          onChange={update}
        />
        <Group gap="xs" wrap="wrap">
          <ExportButtons
            labels={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
            onExport={(format) => downloadReport(dimension, range, format)}
          />
          <Button
            component={Link}
            to="/admin/reports/evidence"
            variant="light"
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            {t('evidence.open')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={dimension}
        onChange={(value) => {
          update({ dimension: (value as ReportDimension | null) ?? undefined });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {REPORT_DIMENSIONS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`dimensions.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {report.isPending ? (
        <ReportLoading />
      ) : report.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : report.data.groups.length === 0 ? (
        <EmptyState
          title={t('common:empty.noData')}
          hint={t('emptyHint')}
          icon={<IconChartBar size={30} />}
        />
      ) : (
        <>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              {t('chart.title', { dimension: t(`dimensions.${dimension}`) })}
            </Title>
            <GroupChart report={report.data} />
          </Card>
          <Card withBorder padding={0}>
            <GroupTable report={report.data} />
          </Card>
          <Text size="sm" c="dimmed">
            {t('smallGroup.note', { min: formatNumber(report.data.min_group_size, language) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
