import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceWatch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Wearables } from '@awarequest/contracts';
import { useStartWearableConnection } from '../api/start-wearable-connection';

interface DeviceModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The providers this deployment offers and the current connection (GET /wearables). */
  wearables: Wearables | undefined;
}

/** Connect device: what will be read, and one button per provider leading to its consent page (docs/product.md §3). */
export function DeviceModal({ isOpen, onClose, wearables }: DeviceModalProps) {
  const { t } = useTranslation('profile');
  const start = useStartWearableConnection();
  const providers = wearables?.providers ?? [];
  const connected = wearables?.connection?.provider.id;
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('device.title')} centered>
      <Stack>
        <Text size="sm">{t('device.hint')}</Text>
        {providers.length === 0 ? (
          <Alert variant="light" icon={<IconDeviceWatch size={20} aria-hidden />} role="status">
            {t('device.none')}
          </Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('wearable.private')}
            </Text>
            <Stack gap="xs">
              {providers.map((provider) => (
                <Button
                  key={provider.id}
                  leftSection={<IconDeviceWatch size={18} aria-hidden />}
                  loading={start.isPending && start.variables === provider.id}
                  onClick={() => {
                    start.mutate(provider.id);
                  }}
                >
                  {t(connected === provider.id ? 'device.reconnect' : 'device.connect', {
                    provider: provider.label,
                  })}
                </Button>
              ))}
            </Stack>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('device.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
