import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDateTime } from '../../../lib/date-format';
import { useLanguage } from '../../../lib/use-language';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * The personal calendar feed: its state, a new address (shown once, the server keeps only its
 * hash: docs/domain.md "Events") with a copy button, and revoke.
 */
export function CalendarFeedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('events');
  const language = useLanguage();
  const feed = useCalendarFeed(opened);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const close = () => {
    setUrl(null);
    setRevoked(false);
    onClose();
  };
  const active = feed.data?.active === true;
  const since = active ? (feed.data?.created_at ?? null) : null;
  return (
    <Modal opened={opened} onClose={close} title={t('calendar.title')} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('calendar.hint')}</Text>
        {feed.isPending ? (
          <Loader size="sm" />
        ) : (
          <Text size="sm" c="dimmed" data-testid="feed-state">
            {since
              ? t('calendar.active', { date: formatLongDateTime(since, language) })
              : t('calendar.inactive')}
          </Text>
        )}
        {url && (
          <Stack gap="xs">
            <Alert color="yellow" variant="light">
              {t('calendar.shownOnce')}
            </Alert>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('calendar.newUrl')}
                value={url}
                readOnly
                dir="ltr"
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(event) => {
                  event.currentTarget.select();
                }}
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                    onClick={copy}
                  >
                    {copied ? t('calendar.copied') : t('calendar.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        {revoked && (
          <Alert color="teal" variant="light" role="status">
            {t('calendar.revoked')}
          </Alert>
        )}
        {active && !url && (
          <Text size="xs" c="dimmed">
            {t('calendar.renewHint')}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button
              loading={create.isPending}
              onClick={() => {
                create.mutate(undefined, {
                  onSuccess: (created) => {
                    setRevoked(false);
                    setUrl(created.url);
                  },
                });
              }}
            >
              {active || url ? t('calendar.renew') : t('calendar.create')}
            </Button>
            {(active || url) && (
              <Button
                variant="light"
                color="red"
                loading={revoke.isPending}
                onClick={() => {
                  revoke.mutate(undefined, {
                    onSuccess: () => {
                      setUrl(null);
                      setRevoked(true);
                    },
                  });
                }}
              >
                {t('calendar.revoke')}
              </Button>
            )}
          </Group>
          <Button variant="default" onClick={close}>
            {t('calendar.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
