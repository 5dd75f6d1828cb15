import { Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_STATES, type AssignmentState, type EventReport } from '@awarequest/contracts';
import { PersonTable } from './person-rows';

interface PeopleSectionProps {
  people: EventReport['people'];
  search: string;
  state: AssignmentState | undefined;
  onSearch: (text: string) => void;
  onState: (state: AssignmentState | undefined) => void;
  onPage: (page: number) => void;
}

const isState = (value: string | null): value is AssignmentState =>
  ASSIGNMENT_STATES.some((state) => state === value);

/** Everyone in the audience, one page at a time: search by name or email, filter by state. */
export function PeopleSection({ people, search, state, onSearch, onState, onPage }: PeopleSectionProps) {
  const { t } = useTranslation('event-reports');
  const pages = Math.max(1, Math.ceil(people.total / people.per_page));
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-report-people">
      <Title order={2} size="h4" id="event-report-people">
        {t('people.title')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('people.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            onSearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t('people.state')}
          data={[
            { value: '', label: t('people.allStates') },
            ...ASSIGNMENT_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
          ]}
          value={state ?? ''}
          onChange={(value) => {
            onState(isState(value) ? value : undefined);
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Text size="sm" c="dimmed">
          {t('people.count', { count: people.total })}
        </Text>
      </Group>
      {people.rows.length === 0 ? (
        <Text c="dimmed">{t('people.none')}</Text>
      ) : (
        <PersonTable rows={people.rows} testId="event-report-people" />
      )}
      {pages > 1 && <Pagination total={pages} value={people.page} onChange={onPage} />}
    </Stack>
  );
}
