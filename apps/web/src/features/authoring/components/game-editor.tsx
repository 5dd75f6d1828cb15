import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminGame } from '@awarequest/contracts';
import { exportGame } from '../api/download-file';
import { gameValues } from '../form-values';
import { GameForm } from './game-form';
import { PublishedBadge } from './published-badge';
import { QuestionList } from './question-list';

/** A saved game: its fields, and its questions when it is an interactive one. */
export function GameEditor({ game }: { game: AdminGame }) {
  const { t } = useTranslation('authoring');
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <PublishedBadge isPublished={game.published} />
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportGame(game.id, game.key)}
        >
          {t('gameForm.export')}
        </Button>
      </Group>
      <GameForm key={game.id} game={game} defaultValues={gameValues(game)} onSaved={() => undefined} />
      {game.type === 'interactive' ? (
        <QuestionList game={game} />
      ) : (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('gameForm.embeddedHint')}
        </Alert>
      )}
    </Stack>
  );
}
