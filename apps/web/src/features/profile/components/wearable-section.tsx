import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceWatch, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, Wearables } from '@awarequest/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/date-format';
import { toastSuccess } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { useDisconnectWearable } from '../api/disconnect-wearable';
import { useSyncWearable } from '../api/sync-wearable';
import { WearableReadingForm } from './wearable-reading-form';

interface WearableSectionProps {
  wearables: Wearables;
  user: User;
  onConnect: () => void;
}

/** The profile's connected device: what it read, the values to copy, last sync, sync and disconnect. */
export function WearableSection({ wearables, user, onConnect }: WearableSectionProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const sync = useSyncWearable();
  const disconnect = useDisconnectWearable();
  const [isConfirming, setIsConfirming] = useState(false);
  const connection = wearables.connection;
  const title = t('wearable.title');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {connection && (
          <Badge variant="light" color="green" leftSection={<IconDeviceWatch size={14} aria-hidden />}>
            {t('wearable.connectedTo', { provider: connection.provider.label })}
          </Badge>
        )}
      </Group>
      {connection ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('wearable.lastSync', { time: formatDateTime(connection.last_sync_at, language) })}
          </Text>
          <WearableReadingForm key={connection.last_sync_at} reading={connection.reading} user={user} />
          <Text size="sm" c="dimmed">
            {t('wearable.private')}
          </Text>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconRefresh size={18} aria-hidden />}
              loading={sync.isPending}
              onClick={() => {
                sync.mutate(undefined, {
                  onSuccess: () => {
                    toastSuccess(t('wearable.synced'));
                  },
                });
              }}
            >
              {t('wearable.sync')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconPlugConnectedX size={18} aria-hidden />}
              onClick={() => {
                setIsConfirming(true);
              }}
            >
              {t('wearable.disconnect')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('wearable.none')}</Text>
          {wearables.providers.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconDeviceWatch size={18} aria-hidden />}
              onClick={onConnect}
            >
              {t('actions.device')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={isConfirming}
        onClose={() => {
          setIsConfirming(false);
        }}
        title={t('wearable.disconnectTitle')}
        question={t('wearable.disconnectQuestion', { provider: connection?.provider.label ?? '' })}
        consequence={t('wearable.disconnectConsequence')}
        confirmLabel={t('wearable.disconnect')}
        cancelLabel={t('edit.cancel')}
        isPending={disconnect.isPending}
        onConfirm={() => {
          disconnect.mutate(undefined, {
            onSuccess: ({ is_revoked_at_provider }) => {
              setIsConfirming(false);
              toastSuccess(
                is_revoked_at_provider
                  ? t('wearable.disconnected')
                  : t('wearable.disconnectedLocally', { provider: connection?.provider.label ?? '' }),
              );
            },
          });
        }}
      />
    </Card>
  );
}
