import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconExternalLink,
  IconPresentation,
  IconPresentationOff,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from '../../hooks/use-fullscreen';
import { PhoneControlButton } from './phone-control-button';

interface PresenterControlsProps {
  pin: string;
  isPresenting: boolean;
  onPresent: (isOn: boolean) => void;
  sound: { isOn: boolean; toggle: () => void };
}

/**
 * Presenter mode on and off, full screen, sound, a second window for the projector (it attaches
 * with this browser's host key, so either window drives the game), and the controls on a phone.
 */
export function PresenterControls({ pin, isPresenting, onPresent, sound }: PresenterControlsProps) {
  const { t } = useTranslation('hosting');
  const fullscreen = useFullscreen();
  if (!isPresenting) {
    return (
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconPresentation size={18} aria-hidden />}
          onClick={() => {
            onPresent(true);
            void fullscreen.enter();
          }}
          data-testid="presenter-on"
        >
          {t('presenter.start')}
        </Button>
        <PhoneControlButton pin={pin} />
        <Tooltip label={t('presenter.newWindow')} withArrow>
          <ActionIcon
            component="a"
            href={`/host/${pin}?presenter=1`}
            target="_blank"
            rel="noopener"
            variant="default"
            size="lg"
            aria-label={t('presenter.newWindow')}
          >
            <IconExternalLink size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  const fullscreenLabel = fullscreen.isFullscreen ? t('presenter.exitFullscreen') : t('presenter.fullscreen');
  const soundLabel = sound.isOn ? t('presenter.mute') : t('presenter.unmute');
  return (
    <Group gap="xs">
      {fullscreen.isSupported && (
        <Tooltip label={fullscreenLabel} withArrow>
          <ActionIcon
            variant="default"
            size="xl"
            aria-label={fullscreenLabel}
            onClick={() => void (fullscreen.isFullscreen ? fullscreen.exit() : fullscreen.enter())}
            data-testid="fullscreen-toggle"
          >
            {fullscreen.isFullscreen ? (
              <IconArrowsMinimize aria-hidden />
            ) : (
              <IconArrowsMaximize aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={soundLabel} withArrow>
        <ActionIcon
          variant="default"
          size="xl"
          aria-label={soundLabel}
          onClick={sound.toggle}
          data-testid="sound-toggle"
        >
          {sound.isOn ? <IconVolume aria-hidden /> : <IconVolumeOff aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('presenter.leave')} withArrow>
        <ActionIcon
          variant="default"
          size="xl"
          aria-label={t('presenter.leave')}
          onClick={() => {
            void fullscreen.exit();
            onPresent(false);
          }}
          data-testid="presenter-off"
        >
          <IconPresentationOff aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
