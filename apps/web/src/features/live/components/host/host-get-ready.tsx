import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GET_READY_SECONDS, type HostView } from '@awarequest/contracts';
import { Countdown } from '../countdown';

/** Between the host's "next" and the question: which question comes, counting down. */
export function HostGetReady({
  view,
  offset,
  isPresenting = false,
}: {
  view: HostView;
  offset: number;
  isPresenting?: boolean;
}) {
  const { t } = useTranslation('live');
  return (
    <Stack align="center" ta="center" gap="lg" py="xl">
      <Title order={2} fz={{ base: 'h2', sm: 48 }}>
        {t('progress', { current: view.question_index + 1, total: view.questions_count })}
      </Title>
      <Text size="xl">{t('player.getReady')}</Text>
      {view.phase_ends_at !== null && (
        <Countdown
          endsAt={view.phase_ends_at}
          totalMs={GET_READY_SECONDS * 1000}
          offset={offset}
          size={isPresenting ? 320 : 160}
        />
      )}
    </Stack>
  );
}
