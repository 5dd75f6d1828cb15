import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type EventCategoryListItem } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { useLanguage } from '../../../lib/use-language';
import { useEventCategories } from '../api/get-event-categories';
import { eventsOfCategoryPath } from '../model/event-links';
import { EventCard } from './event-card';
import { EventCategoryIcon } from '../../../components/event-category-icon';

function CategoryBlock({ category }: { category: EventCategoryListItem }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const headingId = useId();
  const name = pickText(category.name, language);
  const description = pickText(category.description, language);
  const groups = [
    { key: 'running', events: category.running },
    { key: 'upcoming', events: category.upcoming },
  ] as const;
  return (
    <Card
      component="section"
      withBorder
      radius="lg"
      padding="lg"
      aria-labelledby={headingId}
      data-category={category.id}
      style={{ borderInlineStart: `6px solid ${category.color}` }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" color={category.color}>
            <EventCategoryIcon name={category.icon} size={26} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId}>
              {name}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
            <Text size="sm" c="dimmed">
              {t('categories.count', { count: category.events_count })}
            </Text>
          </Stack>
        </Group>
        {groups.every((group) => group.events.length === 0) ? (
          <Text size="sm" c="dimmed">
            {t('categories.none')}
          </Text>
        ) : (
          groups
            .filter((group) => group.events.length > 0)
            .map((group) => (
              <Stack key={group.key} gap="xs">
                <Title order={3} size="h6">
                  {t(`categories.${group.key}`)}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                  {group.events.map((event) => (
                    <EventCard key={event.id} event={event} withCategory={false} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))
        )}
        <Group>
          <Button
            component={Link}
            to={eventsOfCategoryPath(category.id)}
            variant="light"
            h="auto"
            py={8}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal' } }}
            rightSection={<IconArrowRight size={16} className="aq-mirror" />}
          >
            {t('categories.viewAll', { name })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /event-categories: each category with its running and upcoming events, linking to /events filtered by it. */
export function EventCategoriesView() {
  const { t } = useTranslation(['events', 'common']);
  const categories = useEventCategories();
  let body;
  if (categories.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  } else if (categories.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('events:loadFailed')}>
        <Button mt="xs" variant="light" color="red" onClick={() => void categories.refetch()}>
          {t('events:retry')}
        </Button>
      </Alert>
    );
  } else if (categories.data.length === 0) {
    body = <EmptyState title={t('common:empty.noData')} />;
  } else {
    body = (
      <Stack gap="lg">
        {categories.data.map((category) => (
          <CategoryBlock key={category.id} category={category} />
        ))}
      </Stack>
    );
  }
  return (
    <PageFrame
      title={t('common:pages.eventCategories.title')}
      subtitle={t('common:pages.eventCategories.subtitle')}
    >
      {body}
    </PageFrame>
  );
}
