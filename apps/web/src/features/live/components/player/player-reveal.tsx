import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PlayerResult, PlayerView } from '@awarequest/contracts';
import { formatNumber } from '../../../../lib/number-format';
import { useLanguage } from '../../../../lib/use-language';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CorrectAnswer } from '../correct-answer';
import { StatGrid } from '../stat-grid';
import { YourAnswer } from './your-answer';

/** The verdict's words (docs/product.md §8): a wrong single answer, or a wrong or missing one otherwise. */
function verdictKey(result: PlayerResult, kind: string | undefined): string {
  if (result.is_correct) return 'reveal.correct';
  if (result.answered && kind !== 'multiple') return 'reveal.wrong';
  return 'reveal.incorrect';
}

/** After a question: right or wrong, the correct answer and why, points and rank; then wait. */
export function PlayerReveal({ view }: { view: PlayerView }) {
  const { t } = useTranslation('live');
  const language = useLanguage();
  const { closed } = view;
  // A late joiner has no result for a question they did not play.
  const result = view.result?.index === view.question_index ? view.result : null;
  const verdict = result ? t(verdictKey(result, view.question?.kind)) : t('player.waitingForHost');
  useDocumentTitle(verdict);
  return (
    <Stack gap="lg">
      {result && (
        <Stack align="center" gap="xs" ta="center" data-verdict={result.is_correct ? 'correct' : 'wrong'}>
          <ThemeIcon size={72} radius="xl" color={result.is_correct ? 'green' : 'red'} aria-hidden>
            {result.is_correct ? <IconCheck size={44} stroke={3} /> : <IconX size={44} stroke={3} />}
          </ThemeIcon>
          <Title order={1}>{verdict}</Title>
          {!result.answered && <Text c="dimmed">{t('reveal.noAnswer')}</Text>}
        </Stack>
      )}
      {result && (
        <StatGrid
          stats={[
            {
              key: 'points',
              label: t('reveal.points'),
              value: formatNumber(result.points, language),
            },
            { key: 'score', label: t('reveal.score'), value: formatNumber(result.score, language) },
            {
              key: 'rank',
              label: t('reveal.rank'),
              value: t('rankOf', { rank: result.rank, players: result.players }),
            },
            { key: 'streak', label: t('reveal.streak'), value: formatNumber(result.streak, language) },
          ]}
        />
      )}
      {result?.answered && !result.is_correct && view.question && view.my_answer && (
        <YourAnswer question={view.question} choiceKeys={view.my_answer} />
      )}
      {closed && <CorrectAnswer question={view.question} closed={closed} />}
      <Text ta="center" size="lg" fw={600} role="status">
        {t('player.waitingForHost')}
      </Text>
    </Stack>
  );
}
