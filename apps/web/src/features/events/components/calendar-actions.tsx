import { Button, Group } from '@mantine/core';
import { IconCalendarPlus, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCalendar } from '../api/download-calendar';
import { CalendarFeedModal } from './calendar-feed-modal';

/** "Add to calendar" (the event as an .ics file) and "Subscribe" (the personal feed). */
export function CalendarActions({ eventId }: { eventId: string }) {
  const { t } = useTranslation('events');
  const [downloading, setDownloading] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  return (
    <Group gap="xs">
      <Button
        variant="light"
        loading={downloading}
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        onClick={() => {
          setDownloading(true);
          downloadCalendar(eventId)
            .catch(() => undefined)
            .finally(() => {
              setDownloading(false);
            });
        }}
      >
        {t('calendar.add')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconRss size={16} aria-hidden />}
        onClick={() => {
          setFeedOpen(true);
        }}
      >
        {t('calendar.subscribe')}
      </Button>
      <CalendarFeedModal
        opened={feedOpen}
        onClose={() => {
          setFeedOpen(false);
        }}
      />
    </Group>
  );
}
