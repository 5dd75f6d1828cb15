import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GET_READY_SECONDS, type PlayerView } from '@awarequest/contracts';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Countdown } from '../countdown';

/** Before each question: "Get ready", which question, and a short count down. */
export function PlayerGetReady({ view, offset }: { view: PlayerView; offset: number }) {
  const { t } = useTranslation('live');
  useDocumentTitle(t('player.getReady'));
  return (
    <Stack align="center" ta="center" gap="lg" py="xl">
      <Title order={1}>{t('player.getReady')}</Title>
      <Text size="xl" fw={600}>
        {t('progress', { current: view.question_index + 1, total: view.questions_count })}
      </Text>
      {view.phase_ends_at !== null && (
        <Countdown
          endsAt={view.phase_ends_at}
          totalMs={GET_READY_SECONDS * 1000}
          offset={offset}
          size={140}
        />
      )}
    </Stack>
  );
}
