import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../../components/player-avatar';
import { formatNumber } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';

/** Who is playing and their score, above every participant screen. */
export function PlayerBar({ view }: { view: PlayerView }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" px="sm" py={6}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <PlayerAvatar avatar={view.player.avatar} size="md" />
          <Text fw={700} truncate dir="auto" data-testid="my-nickname">
            {view.player.nickname}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" aria-hidden>
            {t('reveal.score')}
          </Text>
          <Text
            fw={800}
            dir="ltr"
            data-testid="my-score"
            aria-label={t('player.scoreLabel', { score: view.player.score })}
          >
            {formatNumber(view.player.score, language)}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}
