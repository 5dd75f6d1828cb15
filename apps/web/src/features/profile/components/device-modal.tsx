import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceWatch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface DeviceModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The wearable providers this deployment is configured for (GET /lookups). */
  providers: string[];
}

/** Connect device: the configured wearable providers, or a note that there are none (docs/product.md §3). */
export function DeviceModal({ isOpen, onClose, providers }: DeviceModalProps) {
  const { t } = useTranslation('profile');
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
            <Group gap="xs">
              {providers.map((provider) => (
                <Badge
                  key={provider}
                  variant="light"
                  size="lg"
                  leftSection={<IconDeviceWatch size={14} aria-hidden />}
                >
                  {provider}
                </Badge>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('device.soon')}
            </Text>
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
