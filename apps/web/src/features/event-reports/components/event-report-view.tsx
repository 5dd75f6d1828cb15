import { Alert, Anchor, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssignmentState, EventReportGroupBy } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { downloadEventReport } from '../api/download-event-report';
import { useEventReport } from '../api/get-event-report';
import { CompletionChart } from './completion-chart';
import { ExportButtons } from '../../../components/export-buttons';
import { GroupsSection } from './groups-section';
import { OverdueSection } from './overdue-section';
import { PeopleSection } from './people-section';
import { ReportHeader } from './report-header';
import { ReportTotals } from './report-totals';

const PER_PAGE = 50;

/** An event's progress report (issue 24): totals, completion over time, people, groups, overdue. */
export function EventReportView({ eventId }: { eventId: string }) {
  const { t } = useTranslation('event-reports');
  const language = useLanguage();
  const [groupBy, setGroupBy] = useState<EventReportGroupBy>('department');
  const [state, setState] = useState<AssignmentState | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 300);
  const report = useEventReport(eventId, {
    group_by: groupBy,
    state,
    q: q || undefined,
    page,
    per_page: PER_PAGE,
  });
  const title = report.data?.event.title[language];
  useEffect(() => {
    document.title = title ? `${t('title')} · ${title}` : t('title');
  }, [t, title]);

  if (report.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('loading')} />
      </Group>
    );
  }
  if (report.isError) {
    return (
      <Stack p={{ base: 'md', sm: 'xl' }}>
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      </Stack>
    );
  }
  const data = report.data;
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto" w="100%">
      <Anchor component={Link} to="/admin/reports" size="sm">
        {t('back')}
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ReportHeader event={data.event} />
        <ExportButtons
          labels={{ csv: t('export.csv'), xlsx: t('export.xlsx') }}
          onExport={(format) => downloadEventReport(eventId, format, groupBy)}
        />
      </Group>
      <ReportTotals totals={data.totals} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('chart.title')}
          </Title>
          <CompletionChart points={data.over_time} />
        </Stack>
      </Paper>
      <PeopleSection
        people={data.people}
        search={search}
        state={state}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onState={(next) => {
          setState(next);
          setPage(1);
        }}
        onPage={setPage}
      />
      <GroupsSection groups={data.groups} groupBy={groupBy} onGroupBy={setGroupBy} />
      <OverdueSection overdue={data.overdue} total={data.totals.overdue} />
    </Stack>
  );
}
