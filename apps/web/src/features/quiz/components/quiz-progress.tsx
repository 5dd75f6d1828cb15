import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TimeLeft } from './time-left';

interface QuizProgressProps {
  /** 1-based number of the question on screen. */
  current: number;
  total: number;
  answered: number;
  msLeft: number;
}

/** "Question n of N", the time left, and a bar of the questions answered so far. */
export function QuizProgress({ current, total, answered, msLeft }: QuizProgressProps) {
  const { t } = useTranslation('games');
  const label = t('quiz.progress', { current, total });
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{label}</Text>
        <TimeLeft ms={msLeft} />
      </Group>
      <Progress value={total ? (answered / total) * 100 : 0} size="md" radius="xl" aria-label={label} />
    </Stack>
  );
}
