import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventReport } from '@awarequest/contracts';
import { PersonTable } from './person-rows';

/** The page shows at most this many overdue people (the server's cap); the Excel file has all. */
const OVERDUE_SHOWN_MAX = 500;

/** Everyone overdue, most overdue first. */
export function OverdueSection({ overdue, total }: { overdue: EventReport['overdue']; total: number }) {
  const { t } = useTranslation('event-reports');
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-report-overdue">
      <Title order={2} size="h4" id="event-report-overdue" c={overdue.length > 0 ? 'red' : undefined}>
        {t('overdue.title')}
      </Title>
      {overdue.length === 0 ? (
        <Text c="dimmed">{t('overdue.none')}</Text>
      ) : (
        <>
          {total > OVERDUE_SHOWN_MAX && (
            <Text size="sm" c="dimmed">
              {t('overdue.capped', { shown: overdue.length })}
            </Text>
          )}
          <PersonTable rows={overdue} testId="event-report-overdue" />
        </>
      )}
    </Stack>
  );
}
