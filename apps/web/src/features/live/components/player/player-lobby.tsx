import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type PlayerView } from '@awarequest/contracts';
import { PlayerAvatar } from '../../../../components/player-avatar';
import { currentLanguage } from '../../../../lib/i18n';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** In the lobby: you are in, waiting for the host, and how many have joined. */
export function PlayerLobby({ view }: { view: PlayerView }) {
  const { t } = useTranslation(['live', 'common']);
  useDocumentTitle(t('common:pages.lobby.title'));
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <PlayerAvatar avatar={view.player.avatar} size={96} isLabelled />
      <Title order={1}>{t('player.youAreIn')}</Title>
      <Text c="dimmed">{pickText(view.title, currentLanguage())}</Text>
      <Text size="xl" fw={600}>
        {t('player.waitingForHost')}
      </Text>
      <Badge
        size="xl"
        variant="light"
        leftSection={<IconUsers size={18} aria-hidden />}
        data-testid="players-count"
      >
        {t('player.playersCount', { count: view.players_count })}
      </Badge>
      {view.player.extended_time && <Text size="sm">{t('player.extendedTimeOn')}</Text>}
    </Stack>
  );
}
