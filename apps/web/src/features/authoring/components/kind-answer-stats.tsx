import { Badge, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchesTypedAnswer,
  pickText,
  type AdminQuestion,
  type QuestionAnswerStats,
} from '@awarequest/contracts';
import { formatEstimate } from '../../../components/answers/slider-value';
import { StatRow } from '../../../components/stats/stat-row';
import rows from '../../../components/stats/stat-rows.module.css';
import { useLanguage } from '../../../lib/use-language';
import classes from './kind-answer-stats.module.css';

interface KindAnswerStatsProps {
  question: AdminQuestion;
  stats: QuestionAnswerStats | undefined;
}

/**
 * How players answered, beyond right or wrong, drawn for the question's kind: the picks of each
 * choice (a poll's distribution), a slider's average and median estimate beside its answer, the
 * most common typed answers, how often an ordering was put fully right and each of its items in
 * its right place. Folded under a
 * disclosure, so the list of questions stays short. Every bar is said in words beside it.
 */
export function KindAnswerStats({ question, stats }: KindAnswerStatsProps) {
  const { t } = useTranslation('authoring');
  if (!stats || stats.answers === 0) return null;
  const details = detailsOf(question, stats);
  if (!details) return null;
  return (
    <details className={classes.details} data-testid="kind-stats">
      <summary className={classes.summary}>{t('question.stats.details')}</summary>
      <div className={classes.body}>{details}</div>
    </details>
  );
}

function detailsOf(question: AdminQuestion, stats: QuestionAnswerStats): ReactNode {
  if (stats.choice_counts?.length) return <ChoiceCounts question={question} stats={stats} />;
  if (question.kind === 'slider' && stats.estimate) return <Estimates question={question} stats={stats} />;
  if (stats.typed_answers?.length) return <TypedAnswers question={question} stats={stats} />;
  if (stats.full_order_rate !== null) return <OrderingStats question={question} stats={stats} />;
  return null;
}

interface PartProps {
  question: AdminQuestion;
  stats: QuestionAnswerStats;
}

const shareOf = (count: number, answers: number) => Math.round((count / Math.max(1, answers)) * 100);

function CorrectBadge({ label }: { label: string }) {
  return (
    <Badge color="green" variant="light" leftSection={<IconCheck size={14} aria-hidden />}>
      {label}
    </Badge>
  );
}

function ChoiceCounts({ question, stats }: PartProps) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const isPoll = question.kind === 'poll';
  const title = t(isPoll ? 'question.stats.pollTitle' : 'question.stats.picksTitle');
  return (
    <>
      <Text size="sm" fw={700} mb={4}>
        {title}
      </Text>
      <ul className={rows.list} aria-label={title}>
        {(stats.choice_counts ?? []).map(({ key, count }) => {
          const choice = question.choices.find((item) => item.key === key);
          const share = shareOf(count, stats.answers);
          const isCorrect = !isPoll && question.correct.includes(key);
          return (
            <StatRow
              key={key}
              data-testid="choice-count"
              data-correct={isCorrect}
              label={
                <>
                  <span>{choice ? pickText(choice.text, language) : key}</span>
                  {isCorrect && <CorrectBadge label={t('question.stats.correct')} />}
                </>
              }
              share={share}
              count={t('question.stats.picked', { count, share })}
            />
          );
        })}
      </ul>
    </>
  );
}

function Estimates({ question, stats }: PartProps) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const slider = question.slider;
  const unit = slider ? pickText(slider.unit, language) : '';
  const value = (number: number) => formatEstimate(Math.round(number * 10) / 10, unit, language);
  const estimate = stats.estimate;
  if (!estimate) return null;
  return (
    <Stack gap={2} data-testid="estimate-stats">
      {slider && <Text size="sm">{t('question.stats.answer', { value: value(slider.answer) })}</Text>}
      <Text size="sm" fw={700}>
        {t('question.stats.average', { value: value(estimate.average) })}
      </Text>
      <Text size="sm">{t('question.stats.median', { value: value(estimate.median) })}</Text>
    </Stack>
  );
}

function TypedAnswers({ question, stats }: PartProps) {
  const { t } = useTranslation('authoring');
  const accepted = question.accepted_answers ?? [];
  return (
    <>
      <Text size="sm" fw={700} mb={4}>
        {t('question.stats.typedTitle')}
      </Text>
      <ol className={rows.list} aria-label={t('question.stats.typedTitle')}>
        {(stats.typed_answers ?? []).map(({ text, count }) => {
          const isAccepted = matchesTypedAnswer(accepted, text);
          const share = shareOf(count, stats.answers);
          return (
            <StatRow
              key={text}
              data-testid="typed-count"
              data-accepted={isAccepted}
              label={
                <>
                  <bdi>{text}</bdi>
                  {isAccepted && <CorrectBadge label={t('question.stats.accepted')} />}
                </>
              }
              share={share}
              count={t('question.stats.picked', { count, share })}
            />
          );
        })}
      </ol>
    </>
  );
}

function OrderingStats({ question, stats }: PartProps) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const rate = stats.full_order_rate ?? 0;
  const inPlace = stats.in_place_counts ?? [];
  return (
    <>
      <ul className={rows.list}>
        <StatRow
          data-testid="full-order"
          label={t('question.stats.fullOrder')}
          share={rate}
          count={t('question.stats.rateValue', { rate })}
        />
      </ul>
      {inPlace.length > 0 && (
        <>
          <Text size="sm" fw={700} mt="xs" mb={4}>
            {t('question.stats.inPlaceTitle')}
          </Text>
          <ol className={rows.list} aria-label={t('question.stats.inPlaceTitle')}>
            {inPlace.map(({ key, count }, index) => {
              const item = question.choices.find((choice) => choice.key === key);
              const share = shareOf(count, stats.answers);
              return (
                <StatRow
                  key={key}
                  data-testid="in-place-count"
                  label={t('question.stats.inPlaceItem', {
                    position: index + 1,
                    item: item ? pickText(item.text, language) : key,
                  })}
                  share={share}
                  count={t('question.stats.picked', { count, share })}
                />
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}
