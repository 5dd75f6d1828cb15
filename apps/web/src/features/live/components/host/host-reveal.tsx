import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickText, type HostView, type QuestionClosed } from '@awarequest/contracts';
import { currentLanguage } from '../../../../lib/i18n';
import type { useHostCommand } from '../../hooks/use-host-command';
import { RankingList } from '../ranking-list';
import { KindStats } from './kind-stats/kind-stats';
import { TeamLeaderboard } from './team-leaderboard';

interface HostRevealProps {
  view: HostView;
  closed: QuestionClosed;
  commands: ReturnType<typeof useHostCommand>;
}

/** After a question: how the room answered, the correct answer and why, the leaderboard, next. */
export function HostReveal({ view, closed, commands }: HostRevealProps) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const isLast = view.question_index + 1 >= view.questions_count;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" fw={600}>
          {t('progress', { current: view.question_index + 1, total: view.questions_count })}
        </Text>
        <Button
          size="md"
          loading={commands.pending === 'host:next'}
          rightSection={
            isLast ? (
              <IconTrophy size={18} aria-hidden />
            ) : (
              <IconArrowRight size={18} className="aq-mirror" aria-hidden />
            )
          }
          onClick={() => void commands.send(isLast ? 'host:end' : 'host:next')}
        >
          {isLast ? t('host.showFinal') : t('host.next')}
        </Button>
      </Group>
      {view.question?.text && (
        <Title order={2} size="h3">
          {pickText(view.question.text, language)}
        </Title>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <KindStats question={view.question} closed={closed} />
            {(closed.explanation.en || closed.explanation.ar) && (
              <Paper withBorder radius="md" p="md" data-testid="explanation">
                <Text fw={700} mb={4}>
                  {t('reveal.explanation')}
                </Text>
                <Text>{pickText(closed.explanation, language)}</Text>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('host.leaderboard')}
            </Title>
            <RankingList ranking={closed.leaderboard} label={t('host.leaderboard')} />
            {closed.teams && <TeamLeaderboard teams={closed.teams} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
