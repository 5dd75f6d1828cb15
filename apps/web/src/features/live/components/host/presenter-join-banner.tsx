import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language';
import { scanLinkOf, shownPin } from './join-details';
import classes from './presenter.module.css';

/** The join address as people type it: no scheme, e.g. "quest.example.com/join". */
const joinAddressOf = (origin: string): string => `${origin.replace(/^https?:\/\//, '')}/join`;

/**
 * How the room gets in, for a projector: the address, the PIN in digits readable from the back
 * and a QR code whose link carries the PIN (/join-game?pin=…), so a phone lands on the nickname step.
 * `isCompact`: the strip shown during questions while late joining is allowed.
 */
export function PresenterJoinBanner({ pin, isCompact = false }: { pin: string; isCompact?: boolean }) {
  const { t } = useTranslation(['hosting', 'live']);
  const language = useLanguage();
  const address = joinAddressOf(window.location.origin);
  const pinLabel = t('live:host.pinLabel', { pin: pin.split('').join(' ') });
  if (isCompact) {
    return (
      <Paper radius="md" p="xs" px="md" className={classes.strip} data-testid="late-join-banner">
        <Group gap="md" justify="center" wrap="wrap">
          <Text fw={600}>{t('presenter.lateJoin')}</Text>
          <Text fw={800} dir="ltr">
            {address}
          </Text>
          <Text fw={900} fz="1.6em" lh={1} dir="ltr" ff="monospace" aria-hidden>
            {shownPin(pin, language)}
          </Text>
          <VisuallyHidden>{pinLabel}</VisuallyHidden>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper
      radius="lg"
      p="lg"
      className={classes.banner}
      data-testid="presenter-join-banner"
      data-scan-url={scanLinkOf(pin)}
    >
      <Group gap="xl" justify="center" wrap="wrap" align="center">
        <Stack gap="xs" align="center" ta="center" miw={0}>
          <Text fz="1.4em" fw={600}>
            {t('presenter.joinAt')}
          </Text>
          <Text fz="2em" fw={800} dir="ltr" data-testid="presenter-join-address">
            {address}
          </Text>
          <Text fz="1.4em" fw={600}>
            {t('presenter.withPin')}
          </Text>
          <Text
            className={classes.pin}
            fw={900}
            lh={1}
            dir="ltr"
            ff="monospace"
            aria-hidden
            data-testid="presenter-pin"
          >
            {shownPin(pin, language)}
          </Text>
          <VisuallyHidden>{pinLabel}</VisuallyHidden>
        </Stack>
        <Paper bg="#FFFFFF" p="md" radius="md" className={classes.qr}>
          <QRCodeSVG
            value={scanLinkOf(pin)}
            size={512}
            marginSize={0}
            title={t('live:host.qrLabel')}
            style={{ width: '100%', height: '100%' }}
            data-testid="presenter-qr"
          />
        </Paper>
      </Group>
    </Paper>
  );
}
