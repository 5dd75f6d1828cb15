import { Alert, Box, Button, Group, Progress, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useFullscreenElement } from '@mantine/hooks';
import { IconArrowRight, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRIDGE_SOURCE,
  pickText,
  type Attempt,
  type AttemptResult,
  type GameReportBody,
} from '@awarequest/contracts';
import { EmptyState } from '../../../components/empty-state';
import { currentLanguage } from '../../../lib/i18n';
import { useReportGameResult } from '../api/report-game-result';
import { useGameBridge } from '../hooks/use-game-bridge';
import classes from './embedded-game.module.css';

interface EmbeddedGameProps {
  attempt: Attempt;
  onResult: (result: AttemptResult) => void;
}

/**
 * A VR or WEB-GL game in a sandboxed frame: it gets the attempt's signed token through the
 * bridge, and its one result is relayed to the server, which checks the token and scores it.
 */
export function EmbeddedGame({ attempt, onResult }: EmbeddedGameProps) {
  const { t } = useTranslation('embedded');
  const { t: tc } = useTranslation();
  const colorScheme = useComputedColorScheme('light');
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreenElement<HTMLDivElement>();
  const [isStarted, setIsStarted] = useState(false);
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<GameReportBody | null>(null);
  const send = useReportGameResult(attempt.id);
  const saved = send.data;
  const { url } = attempt.game;
  const token = attempt.launch_token ?? '';

  // The result is saved at once; the player moves on to the platform's results when done
  // reading the game's own summary.
  const relay = (body: GameReportBody) => {
    setReport(body);
    send.mutate(body);
  };
  useGameBridge(frame, token, {
    init: () => {
      setIsStarted(true);
      return {
        source: BRIDGE_SOURCE,
        type: 'init',
        token,
        language: currentLanguage(),
        color_scheme: colorScheme,
      };
    },
    onProgress: setProgress,
    onResult: (result) => {
      setProgress(1);
      relay({ token, ...result });
    },
  });

  if (!url || !token) return <EmptyState title={tc('empty.gameDataNotAvailable')} />;
  const status = saved
    ? t('saved', { score: Math.round(saved.score) })
    : report
      ? send.isError
        ? t('failed')
        : t('saving')
      : isStarted
        ? t('playing')
        : t('loading');
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text role="status" fw={600} c={send.isError ? 'red' : undefined}>
          {status}
        </Text>
        <Button
          variant="default"
          size="compact-md"
          leftSection={fullscreen.fullscreen ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
          onClick={() => void fullscreen.toggle()}
        >
          {fullscreen.fullscreen ? t('exitFullscreen') : t('fullscreen')}
        </Button>
      </Group>
      <Progress value={progress * 100} size="md" radius="xl" aria-label={t('progress')} />
      <Box ref={fullscreen.ref} className={classes.box}>
        <iframe
          ref={frame}
          className={classes.frame}
          src={url}
          title={t('frameTitle', { name: pickText(attempt.game.name, currentLanguage()) })}
          sandbox="allow-scripts"
          allow="xr-spatial-tracking; fullscreen"
        />
      </Box>
      {saved ? (
        <Group justify="flex-end">
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} className="aq-mirror" />}
            onClick={() => {
              onResult(saved);
            }}
          >
            {t('seeResults')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('hint')}
        </Text>
      )}
      {report && send.isError && (
        <Alert color="red" title={t('failed')}>
          <Button
            mt="xs"
            onClick={() => {
              send.mutate(report);
            }}
            loading={send.isPending}
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
