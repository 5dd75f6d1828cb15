import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attempt } from '@awarequest/contracts';
import { useFinishAttempt } from '../api/finish-attempt';
import { useSubmitAnswer } from '../api/submit-answer';
import { useExpiry } from '../hooks/use-expiry';
import { useTimeLeft } from '../hooks/use-time-left';
import { AnswerFeedback } from './answer-feedback';
import { QuestionCard } from './question-card';
import { QuizProgress } from './quiz-progress';

interface QuestionFlowProps {
  attempt: Attempt;
  /** Asks the server for the attempt again: it has ended, or the client's picture is stale. */
  onStale: () => void;
}

/**
 * An interactive game, one question at a time: answer, see the verdict and the explanation,
 * move on; after the last one the server computes the results.
 */
export function QuestionFlow({ attempt, onStale }: QuestionFlowProps) {
  const { t } = useTranslation('games');
  const submit = useSubmitAnswer(attempt.id);
  const finish = useFinishAttempt(attempt.id);
  const msLeft = useTimeLeft(attempt.expires_at, attempt.server_now);
  useExpiry(msLeft <= 0, onStale);
  // The question just answered stays on screen with its feedback until "Next".
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const answers = new Map(attempt.answers.map((answer) => [answer.question_id, answer]));
  const question = reviewingId
    ? attempt.questions.find((item) => item.id === reviewingId)
    : attempt.questions.find((item) => !answers.has(item.id));
  const answer = question && answers.get(question.id);
  const total = attempt.questions.length;
  const isAllAnswered = attempt.answers.length >= total;

  const isDone = question === undefined;
  const hasFinished = useRef(false);
  useEffect(() => {
    if (!isDone || hasFinished.current) return;
    hasFinished.current = true;
    finish.mutate(undefined, { onError: onStale });
  }, [isDone, finish, onStale]);
  useEffect(() => {
    if (reviewingId) nextButton.current?.focus();
  }, [reviewingId]);

  if (!question) {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">{t('quiz.finishing')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <QuizProgress
        current={attempt.questions.indexOf(question) + 1}
        total={total}
        answered={attempt.answers.length}
        msLeft={msLeft}
      />
      <QuestionCard
        key={question.id}
        question={question}
        answer={answer}
        isSubmitting={submit.isPending}
        onSubmit={(choiceKeys) => {
          submit.mutate(
            { question_id: question.id, choice_keys: choiceKeys },
            {
              onSuccess: () => {
                setReviewingId(question.id);
              },
              onError: onStale,
            },
          );
        }}
      />
      {answer && (
        <>
          <AnswerFeedback kind={question.kind} answer={answer} />
          <Group justify="flex-end">
            <Button
              ref={nextButton}
              size="md"
              rightSection={<IconArrowRight size={18} className="aq-mirror" />}
              onClick={() => {
                setReviewingId(null);
              }}
            >
              {isAllAnswered ? t('quiz.seeResults') : t('quiz.next')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
