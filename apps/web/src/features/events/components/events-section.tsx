import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import type { EventCard as EventCardData } from '@awarequest/contracts';
import { EventCard } from './event-card';

export type SectionName = 'assigned' | 'upcoming' | 'running' | 'past';

interface EventsSectionProps {
  name: SectionName;
  title: string;
  events: EventCardData[];
}

/** One titled section of /events, a landmark named by its heading; the cards keep the server's order. */
export function EventsSection({ name, title, events }: EventsSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} data-section={name}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {events.map((event) => (
          <EventCard key={event.id} event={event} assigned={name === 'assigned'} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
