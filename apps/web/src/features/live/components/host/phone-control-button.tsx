import { Alert, Button, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceMobile } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { hostKeyLinkOf } from '../../model/host-key-link';
import { readHostKey } from '../../model/seats';

/**
 * "Control from your phone": a QR code that opens this host page on the phone with the host key,
 * so the host drives the game from it while the projector shows presenter mode. The key is a
 * secret, so the code shows only on request, in a dialog, and never in presenter mode.
 */
export function PhoneControlButton({ pin }: { pin: string }) {
  const { t } = useTranslation('hosting');
  const [isOpen, dialog] = useDisclosure(false);
  const hostKey = readHostKey(pin);
  if (!hostKey) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceMobile size={18} aria-hidden />}
        onClick={dialog.open}
        data-testid="phone-control"
      >
        {t('phone.open')}
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title={t('phone.title')} centered>
        <Stack align="center" gap="md">
          <Text>{t('phone.hint')}</Text>
          <Paper bg="#FFFFFF" p="sm" radius="md" withBorder>
            <QRCodeSVG
              value={hostKeyLinkOf(window.location.origin, pin, hostKey)}
              size={200}
              marginSize={0}
              title={t('phone.qrLabel')}
              data-testid="phone-control-qr"
            />
          </Paper>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('phone.secret')}
          </Alert>
        </Stack>
      </Modal>
    </>
  );
}
