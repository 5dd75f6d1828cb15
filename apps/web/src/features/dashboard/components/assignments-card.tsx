import { Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type Dashboard } from '@awarequest/contracts';
import { formatLongDate } from '../../../lib/date-format';
import { formatNumber, formatPercent } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { DashboardSection } from './dashboard-section';

type Assignments = Dashboard['assignments'];

function Figure({ label, value, danger = false }: { label: string; value: number; danger?: boolean }) {
  const language = useLanguage();
  return (
    <Stack gap={0} c={danger ? 'red' : undefined} data-figure={label} data-danger={danger || undefined}>
      <Group gap={4} wrap="nowrap">
        {danger && <IconAlertTriangle size={18} aria-hidden />}
        <Text fz="xl" fw={800} c="inherit">
          {formatNumber(value, language)}
        </Text>
      </Group>
      <Text size="sm" c={danger ? 'inherit' : 'dimmed'}>
        {label}
      </Text>
    </Stack>
  );
}

/**
 * The campaign work assigned to the player (docs/domain.md "Events"): assigned, completed and
 * overdue games (overdue in red, with a warning icon), and the campaign due next with its link.
 */
export function AssignmentsCard({ assignments }: { assignments: Assignments }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const { assigned, completed, overdue, next_due: nextDue } = assignments;
  const share = assigned === 0 ? 0 : (completed / assigned) * 100;
  return (
    <DashboardSection name="assignments" title={t('assignments.title')}>
      <SimpleGrid cols={3} spacing="sm">
        <Figure label={t('assignments.assigned')} value={assigned} />
        <Figure label={t('assignments.completed')} value={completed} />
        <Figure label={t('assignments.overdue')} value={overdue} danger={overdue > 0} />
      </SimpleGrid>
      <Progress
        value={share}
        color="teal"
        aria-label={t('assignments.progressLabel', { percent: formatPercent(share, language) })}
      />
      {nextDue ? (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">
            {t('assignments.nextDue', {
              title: pickText(nextDue.title, language),
              date: formatLongDate(nextDue.due_at, language),
            })}
          </Text>
          <Button
            component={Link}
            to={`/events/${nextDue.event_id}`}
            variant="light"
            aria-label={t('assignments.openLabel', { title: pickText(nextDue.title, language) })}
            rightSection={<IconArrowRight size={16} className="aq-mirror" />}
          >
            {t('assignments.open')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="teal">
          {t('assignments.allDone')}
        </Text>
      )}
      <Group>
        <Button component={Link} to="/events" variant="subtle" px={0}>
          {t('assignments.allEvents')}
        </Button>
      </Group>
    </DashboardSection>
  );
}
