import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type AdminOverview } from '@awarequest/contracts';
import { useLanguage } from '../../../lib/use-language';
import { formatDateTime, formatNumber } from '../model/format';

function ListCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" bg="var(--aq-cards)">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The topics with the lowest mean mastery, each opening the topic report. */
export function WeakestTopics({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <ListCard title={t('overview.weakest')}>
      {overview.weakest_topics.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overview.noTopics')}
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {overview.weakest_topics.map((topic) => (
            <List.Item key={topic.category_id}>
              <Anchor component={Link} to="/admin/reports?dimension=topic">
                {pickText(topic.name, language)}
              </Anchor>{' '}
              {t('overview.mastery', {
                mastery: formatNumber(topic.mastery, language),
                people: formatNumber(topic.people, language),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </ListCard>
  );
}

/** The campaigns' assignments: overdue ones, or that none are assigned yet. */
export function OverdueAssignments({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const { assignments } = overview;
  return (
    <ListCard title={t('overview.assignments')}>
      <Stack gap="xs">
        <Text size="sm">
          {assignments.campaigns === 0
            ? t('overview.noAssignments')
            : t('overview.assignmentsText', {
                overdue: formatNumber(assignments.overdue, language),
                people: formatNumber(assignments.people_overdue, language),
                completed: formatNumber(assignments.completed, language),
                assigned: formatNumber(assignments.assigned, language),
              })}
        </Text>
        <Anchor component={Link} to="/admin/events" size="sm">
          {t('overview.openEvents')}
        </Anchor>
      </Stack>
    </ListCard>
  );
}

/** The last live sessions that ended with signed-in players. */
export function RecentSessions({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  return (
    <ListCard title={t('overview.sessions')}>
      {overview.recent_sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('overview.noSessions')}
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {overview.recent_sessions.map((session) => (
            <List.Item key={`${session.session_id}-${session.round}`}>
              {session.title ? pickText(session.title, language) : t('overview.untitled')}
              {' · '}
              {t('overview.sessionFacts', {
                players: formatNumber(session.players, language),
                ended: formatDateTime(session.ended_at, language),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </ListCard>
  );
}
