import { Alert, Card, Center, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_UNSET_GROUP } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { ScoreTrendChart } from '../../../components/score-trend-chart';
import { useReport } from '../api/get-report';
import { useReportPeople } from '../api/get-report-people';
import { useLanguage } from '../../../lib/use-language';
import { useReportSearch } from '../hooks/use-report-search';
import { groupLabel } from '../model/group-label';
import { BackLink } from './back-link';
import { PeopleTable } from './people-table';
import { ReportLoading } from './report-loading';

const PER_PAGE = 20;

/** A report group's trend and its people, a page at a time. */
export function GroupPeopleView() {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { dimension, from, to, params } = useReportSearch();
  const groupKey = params.get('group') ?? REPORT_UNSET_GROUP;
  const [page, setPage] = useState(1);
  const report = useReport({ dimension, from, to });
  const people = useReportPeople({ dimension, group: groupKey, page, per_page: PER_PAGE });
  const key = groupKey === REPORT_UNSET_GROUP ? null : groupKey;
  const group = report.data?.groups.find((item) => item.key === key);
  const title = groupLabel(group ?? { key, name: null }, dimension, language, t('notSet'));
  const back = new URLSearchParams({ dimension, ...(from ? { from } : {}), ...(to ? { to } : {}) });
  return (
    <PageFrame title={title} subtitle={t('people.subtitle', { dimension: t(`dimensions.${dimension}`) })}>
      <BackLink to={`/admin/reports?${back.toString()}`} label={t('back.report')} />
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('trend.title')}
        </Title>
        {group ? (
          <ScoreTrendChart
            name="group-trend"
            height={220}
            points={group.trend.map(({ week, awareness, risk }) => ({ day: week, awareness, risk }))}
            texts={{
              awareness: t('columns.awareness'),
              risk: t('columns.risk'),
              period: t('trend.week'),
              caption: t('trend.caption'),
              empty: t('trend.empty'),
            }}
          />
        ) : (
          <Text c="dimmed">{t('trend.empty')}</Text>
        )}
      </Card>
      {people.isPending ? (
        <ReportLoading />
      ) : people.isError ? (
        <Alert color="red">{t('loadFailed')}</Alert>
      ) : people.data.total === 0 ? (
        <EmptyState title={t('common:empty.noData')} />
      ) : (
        <Stack gap="md">
          <Card withBorder padding={0}>
            <PeopleTable people={people.data.items} search={params.toString()} />
          </Card>
          {people.data.total > PER_PAGE && (
            <Center>
              <Pagination
                total={Math.ceil(people.data.total / PER_PAGE)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? t('pagination.next') : t('pagination.previous'),
                })}
              />
            </Center>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
