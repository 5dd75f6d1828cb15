import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Difficulty, QuestionAnswerStats } from '@awarequest/contracts';

/** Orange text at AA contrast in both schemes (mantine-theme.ts). */
const WARNING = 'var(--mantine-color-orange-text)';

interface AnswerStatsProps {
  stats: QuestionAnswerStats | undefined;
  /** The fewest answers that say something (DIFFICULTY_MIN_ANSWERS, as the server sent it). */
  minAnswers: number;
}

/**
 * Difficulty from evidence (docs/domain.md): how often players answer a question right, once
 * enough have; and a warning, in words and with an icon, when that contradicts its label.
 */
export function AnswerStats({ stats, minAnswers }: AnswerStatsProps) {
  const { t } = useTranslation('authoring');
  if (!stats) return null;
  if (stats.kind === 'poll') {
    return (
      <Text size="sm" c="dimmed" data-testid="answer-stats">
        {t('question.stats.pollAnswers', { count: stats.answers })}
      </Text>
    );
  }
  if (stats.answers < minAnswers || stats.correct_rate === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="answer-stats">
        {t('question.stats.tooFew', { answers: stats.answers, min: minAnswers })}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="answer-stats">
        {t('question.stats.rate', { rate: stats.correct_rate, count: stats.answers })}
      </Text>
      {stats.label_contradicted && stats.observed_difficulty && (
        <SuggestedDifficulty difficulty={stats.observed_difficulty} />
      )}
    </>
  );
}

function SuggestedDifficulty({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('authoring');
  return (
    <Group gap={4} wrap="nowrap" data-testid="label-contradicted">
      <IconAlertTriangle size={16} color={WARNING} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" fw={600} c={WARNING}>
        {t('question.stats.suggests', { difficulty: t(`difficulties.${difficulty}`) })}
      </Text>
    </Group>
  );
}
