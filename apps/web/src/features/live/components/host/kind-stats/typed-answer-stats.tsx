import { Badge, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionClosed } from '@awarequest/contracts';
import { StatRow } from '../../../../../components/stats/stat-row';
import rows from '../../../../../components/stats/stat-rows.module.css';

/** A typed answer's reveal: the accepted answers, then the most common answers typed, folded alike. */
export function TypedAnswerStats({ closed }: { closed: QuestionClosed }) {
  const { t } = useTranslation('live');
  const typed = closed.typed_answers ?? [];
  const total = Math.max(1, closed.answered);
  return (
    <Stack gap="sm" data-testid="typed-answer-stats">
      <Title order={2} size="h3">
        {t('kindStats.typedAccepted')}
      </Title>
      <Text fw={800} size="lg">
        {(closed.accepted_answers ?? []).map((accepted, index) => (
          <span key={accepted}>
            {index > 0 && ' · '}
            <bdi>{accepted}</bdi>
          </span>
        ))}
      </Text>
      <Title order={3} size="h4">
        {t('kindStats.typedTitle')}
      </Title>
      {typed.length === 0 ? (
        <Text>{t('kindStats.typedNone')}</Text>
      ) : (
        <ol className={rows.list} aria-label={t('kindStats.typedTitle')}>
          {typed.map((answer) => {
            const share = Math.round((answer.count / total) * 100);
            return (
              <StatRow
                key={answer.text}
                data-accepted={answer.is_accepted}
                label={
                  <>
                    <bdi>{answer.text}</bdi>
                    {answer.is_accepted && (
                      <Badge
                        color="green"
                        variant="filled"
                        autoContrast
                        leftSection={<IconCheck size={14} aria-hidden />}
                      >
                        {t('kindStats.accepted')}
                      </Badge>
                    )}
                  </>
                }
                share={share}
                count={t('stats.count', { count: answer.count, share })}
              />
            );
          })}
        </ol>
      )}
      <span>{t('stats.answered', { answered: closed.answered, players: closed.players })}</span>
    </Stack>
  );
}
