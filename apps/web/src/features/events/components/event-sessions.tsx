import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDoorEnter, IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pickText, type EventSession } from '@awarequest/contracts';
import { formatLongDateTime } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { joinPath } from '../model/event-links';

const STATUS_COLORS = { scheduled: 'blue', lobby: 'grape', running: 'teal', ended: 'gray' } as const;

interface SessionRowProps {
  session: EventSession;
  onHost: (session: EventSession) => Promise<void>;
}

function SessionRow({ session, onHost }: SessionRowProps) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const [hosting, setHosting] = useState(false);
  const game = pickText(session.game_name, language);
  const canJoin = session.status === 'lobby' && session.pin !== null && !session.is_host;
  const canHost = session.is_host && session.status !== 'ended';
  return (
    <Paper withBorder radius="md" p="sm" data-session={session.id}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{game}</Text>
            <Badge color={STATUS_COLORS[session.status]} variant="light">
              {t(`sessions.statuses.${session.status}`)}
            </Badge>
          </Group>
          <Text size="sm">{formatLongDateTime(session.starts_at, language)}</Text>
          <Text size="sm" c="dimmed">
            {t('sessions.host', { name: session.host.name })}
          </Text>
          {session.pin && session.status !== 'ended' && (
            <Text size="sm" fw={700}>
              {t('sessions.pin', { pin: session.pin })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {canJoin && session.pin && (
            <Button
              component={Link}
              to={joinPath(session.pin)}
              leftSection={<IconDoorEnter size={16} aria-hidden />}
              aria-label={t('sessions.joinLabel', { game, pin: session.pin })}
            >
              {t('sessions.join')}
            </Button>
          )}
          {canHost && (
            <Button
              variant="light"
              loading={hosting}
              leftSection={<IconPresentation size={16} aria-hidden />}
              aria-label={t('sessions.hostLabel', { game })}
              onClick={() => {
                setHosting(true);
                void onHost(session).finally(() => {
                  setHosting(false);
                });
              }}
            >
              {t('sessions.hostAction')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** A tournament's live sessions: time, host and state; Join when the lobby is open, Host for its host. */
export function EventSessions({
  sessions,
  onHost,
}: {
  sessions: EventSession[];
  onHost: (session: EventSession) => Promise<void>;
}) {
  return (
    <Stack gap="xs">
      {sessions.map((session) => (
        <SessionRow key={session.id} session={session} onHost={onHost} />
      ))}
    </Stack>
  );
}
