import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pickText, type EventDetails, type EventSession } from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { formatLongDateTime } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { useEvent } from '../api/get-event';
import { hostSession } from '../api/host-session';
import { hostPath } from '../model/event-links';
import { CalendarActions } from './calendar-actions';
import { CategoryBadge } from './category-badge';
import { ChildrenBox } from './children-box';
import { DueText } from './due-text';
import { EventGames } from './event-games';
import { EventLeaderboard } from './event-leaderboard';
import { EventSessions } from './event-sessions';
import { ProgressLine } from './progress-line';
import { RegistrationBox } from './registration-box';
import { StateBadge } from './state-badge';
import { StatusBadge, TypeBadge } from './status-badge';

/** Keeps a host key where the live feature finds it (given by app/, since features do not import each other). */
export type SaveHostKey = (pin: string, hostKey: string) => void;

function Block({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId} data-block={name}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Schedule({ event }: { event: EventDetails }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  return (
    <Stack gap={6}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('details.startsAt')}
          </Text>
          <Text fw={600}>{formatLongDateTime(event.starts_at, language)}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t(`details.dueAt.${event.event_type}`)}
          </Text>
          <Text fw={600}>{formatLongDateTime(event.due_at, language)}</Text>
        </Stack>
      </SimpleGrid>
      {event.grace_days > 0 && <Text size="sm">{t('details.grace', { count: event.grace_days })}</Text>}
      <Text size="xs" c="dimmed">
        {t('dates.timeZone', { zone: timeZone() })}
      </Text>
    </Stack>
  );
}

interface EventBodyProps {
  event: EventDetails;
  saveHostKey: SaveHostKey;
  back: ReactNode;
}

function EventBody({ event, saveHostKey, back }: EventBodyProps) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const navigate = useNavigate();
  const title = pickText(event.title, language);
  const description = pickText(event.description, language);
  const inAudience = event.my !== null;
  const playable = inAudience && event.status === 'running';
  const onHost = async (session: EventSession) => {
    try {
      const seat = await hostSession(event.id, session.id);
      saveHostKey(seat.pin, seat.host_key);
      await navigate(hostPath(seat.pin));
    } catch {
      // The API client has told the person why.
    }
  };
  return (
    <PageFrame title={title} actions={back}>
      <Stack gap="lg">
        <Group gap="xs" wrap="wrap">
          <CategoryBadge category={event.category} />
          <TypeBadge type={event.event_type} />
          <StatusBadge status={event.status} />
          {event.my && event.event_type === 'campaign' && <StateBadge state={event.my.state} />}
        </Group>
        {event.my && event.event_type === 'campaign' && event.status === 'running' && (
          <Paper withBorder radius="md" p="md" data-block="progress">
            <Stack gap="xs">
              <ProgressLine my={event.my} title={title} />
              <DueText dueAt={event.due_at} state={event.my.state} />
            </Stack>
          </Paper>
        )}
        {!inAudience && (
          <Alert color="gray" variant="light">
            {t('details.notInAudience')}
          </Alert>
        )}
        <Block title={t('details.whatToDo')} name="todo">
          <Text>{t(`details.todo.${event.event_type}`)}</Text>
          {description && (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="event-description">
              {description}
            </Text>
          )}
        </Block>
        <Block title={t('details.schedule')} name="schedule">
          <Schedule event={event} />
          <CalendarActions eventId={event.id} />
        </Block>
        <ChildrenBox event={event} />
        {event.games.length > 0 && (
          <Block title={t('games.title')} name="games">
            <EventGames games={event.games} playable={playable} eventId={event.id} />
          </Block>
        )}
        {event.event_type === 'tournament' && (
          <Block title={t('sessions.title')} name="sessions">
            {inAudience && event.status !== 'ended' && event.status !== 'cancelled' && (
              <RegistrationBox event={event} />
            )}
            <EventSessions sessions={event.sessions} onHost={onHost} />
          </Block>
        )}
        {event.leaderboard && (
          <Block title={t('leaderboard.title')} name="leaderboard">
            <EventLeaderboard board={event.leaderboard} />
          </Block>
        )}
      </Stack>
    </PageFrame>
  );
}

/** /events/:id: what to do, the dates, the games, a tournament's sessions, the leaderboard and calendar links. */
export function EventDetailsView({ id, saveHostKey }: { id: string; saveHostKey: SaveHostKey }) {
  const { t } = useTranslation(['events', 'common']);
  const event = useEvent(id);
  const back = (
    <Anchor component={Link} to="/events" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} className="aq-mirror" aria-hidden />
        {t('events:details.back')}
      </Group>
    </Anchor>
  );
  if (event.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (event.isError) {
    const status = isAxiosError(event.error) ? event.error.response?.status : undefined;
    if (status === 404 || status === 403) {
      return (
        <PageFrame title={t('common:pages.events.title')}>
          <EmptyState title={t('common:empty.noData')} hint={t('events:details.notFound')} action={back} />
        </PageFrame>
      );
    }
    return (
      <PageFrame title={t('common:pages.events.title')}>
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('events:loadFailed')}
        >
          <Button mt="xs" variant="light" color="red" onClick={() => void event.refetch()}>
            {t('events:retry')}
          </Button>
        </Alert>
      </PageFrame>
    );
  }
  return <EventBody event={event.data} saveHostKey={saveHostKey} back={back} />;
}
