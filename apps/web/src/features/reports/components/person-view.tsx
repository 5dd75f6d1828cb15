import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ReportPerson } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { useReportPerson } from '../api/get-report-person';
import { useLanguage } from '../../../lib/use-language';
import { BackLink } from './back-link';
import { EvidenceTable } from './evidence-table';
import { PersonScores } from './person-scores';
import { ReportLoading } from './report-loading';
import { TopicTable } from './topic-table';

/** One person's report: who they are, their scores and why, their topics and their history. */
export function PersonView({ id }: { id: string }) {
  const { t } = useTranslation('reports');
  const person = useReportPerson(id);
  const { search } = useLocation();
  // Back to the group this person was opened from, or to the report itself.
  const back = search.includes('group=') ? `/admin/reports/people${search}` : '/admin/reports';
  if (person.isPending) return <ReportLoading />;
  if (person.isError) {
    return (
      <PageFrame title={t('person.title')}>
        <BackLink to={back} label={t('back.group')} />
        <Alert color="red">{t('loadFailed')}</Alert>
      </PageFrame>
    );
  }
  const { data } = person;
  return (
    <PageFrame title={data.person.name} subtitle={t('person.title')}>
      <BackLink to={back} label={search.includes('group=') ? t('back.group') : t('back.report')} />
      <PersonFacts person={data.person} />
      {data.scores ? (
        <PersonScores scores={data.scores} />
      ) : (
        <EmptyState title={t('common:empty.noData')} hint={t('person.noScores')} />
      )}
      {data.topics.length > 0 && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            {t('person.topics')}
          </Title>
          <TopicTable topics={data.topics} />
        </Card>
      )}
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('person.history')}
        </Title>
        {data.history.length > 0 ? (
          <EvidenceTable rows={data.history} isOnePerson />
        ) : (
          <Text c="dimmed">{t('common:empty.noData')}</Text>
        )}
      </Card>
    </PageFrame>
  );
}

function PersonFacts({ person }: { person: ReportPerson['person'] }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const separator = language === 'ar' ? '، ' : ', ';
  const { labels } = person;
  const list = (items: { en: string; ar: string }[]) => items.map((item) => item[language]).join(separator);
  const facts: [string, string][] = [
    [t('people.email'), person.email ?? person.username ?? '—'],
    [t('dimensions.company'), labels.company?.[language] ?? t('notSet')],
    [t('dimensions.department'), list(labels.departments) || t('notSet')],
    [t('dimensions.group'), labels.group?.[language] ?? t('notSet')],
    [t('dimensions.country'), list(labels.countries) || t('notSet')],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap={6} component="dl" m={0}>
        {facts.map(([label, value]) => (
          <Text key={label} size="sm" component="div">
            <Text span c="dimmed" component="dt" display="inline">
              {label}:
            </Text>{' '}
            <Text span component="dd" display="inline" m={0} fw={500}>
              <bdi>{value}</bdi>
            </Text>
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
