import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerInput, Attempt } from '@awarequest/contracts';
import { errorCodeOf } from '../api/attempt-error';
import { useFinishAttempt } from '../api/finish-attempt';
import { useSubmitAnswer } from '../api/submit-answer';
import { useExpiry } from '../hooks/use-expiry';
import { useQuestionOrder } from '../hooks/use-question-order';
import { useTimeLeft } from '../hooks/use-time-left';
import { AnswerFeedback } from './answer-feedback';
import { QuestionCard } from './question-card';
import { QuizProgress } from './quiz-progress';
import { SealedQuestion } from './sealed-question';

interface QuestionFlowProps {
  attempt: Attempt;
  /** Asks the server for the attempt again: it has ended, or the client's picture is stale. */
  onStale: () => void;
}

/**
 * An interactive game, one question at a time: answer, see the verdict and the explanation,
 * move on; after the last one the server computes the results. A question a live game is
 * playing right now is not checked (QUESTION_SEALED): the choice stays, to send again or after
 * the other questions.
 */
export function QuestionFlow({ attempt, onStale }: QuestionFlowProps) {
  const { t } = useTranslation('games');
  const submit = useSubmitAnswer(attempt.id);
  const finish = useFinishAttempt(attempt.id);
  const msLeft = useTimeLeft(attempt.expires_at, attempt.server_now);
  useExpiry(msLeft <= 0, onStale);
  const order = useQuestionOrder(attempt);
  const { question, reviewingId } = order;
  // Answers kept per question, and the question the server just refused as sealed.
  const [kept, setKept] = useState<Record<string, AnswerInput>>({});
  const [sealedId, setSealedId] = useState<string | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const answer = question && attempt.answers.find((item) => item.question_id === question.id);
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
  const send = (input: AnswerInput) => {
    submit.mutate(
      { question_id: question.id, ...input },
      {
        onSuccess: () => {
          setSealedId(null);
          order.review(question.id);
        },
        onError: (error) => {
          if (errorCodeOf(error) === 'QUESTION_SEALED') setSealedId(question.id);
          else onStale();
        },
      },
    );
  };
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
        initialInput={kept[question.id]}
        onInputChange={(input) => {
          setKept((all) => ({ ...all, [question.id]: input }));
        }}
        onSubmit={send}
      />
      {sealedId === question.id && !answer && (
        <SealedQuestion
          canAnswerOthers={order.hasOthers}
          onLater={() => {
            setSealedId(null);
            order.putOff(question.id);
          }}
        />
      )}
      {answer && (
        <>
          <AnswerFeedback question={question} answer={answer} />
          <Group justify="flex-end">
            <Button
              ref={nextButton}
              size="md"
              rightSection={<IconArrowRight size={18} className="aq-mirror" />}
              onClick={() => {
                order.review(null);
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
