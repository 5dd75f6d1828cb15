import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerInput, type PlayerView } from '@awarequest/contracts';
import { currentLanguage } from '../../../../lib/i18n';
import { toastError } from '../../../../lib/toast';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMsUntil } from '../../hooks/use-ms-until';
import { secondsShown } from '../../model/live-clock';
import { submitAnswer, type PlayerSession } from '../../model/player-session';
import { ChoiceTile } from '../choice-tile';
import { Countdown } from '../countdown';
import { AnswerButtons, AnswerChecks } from './answer-controls';
import { LiveKindAnswer } from './live-kind-answer';
import { SentKindAnswer } from './sent-kind-answer';

interface PlayerQuestionProps {
  view: PlayerView;
  session: PlayerSession;
  offset: number;
}

/**
 * The open question on a player's device: the question (or only the shapes when the host shows
 * questions on the big screen), the clock, and the answer: one tap for one answer, checkboxes
 * and a button for several. Once answered, the choice and "waiting".
 */
export function PlayerQuestion({ view, session, offset }: PlayerQuestionProps) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const { question } = view;
  const [isSending, setIsSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progress = t('progress', { current: view.question_index + 1, total: view.questions_count });
  useDocumentTitle(progress);
  // A new question takes the focus, so a screen reader starts reading it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const opensIn = useMsUntil(question?.opens_at ?? 0, offset);
  const closesIn = useMsUntil(question?.closes_at ?? 0, offset);
  if (!question) return <Text ta="center">{t('player.waitingForNext')}</Text>;

  const choiceText = (index: number) => {
    const text = question.choices[index]?.text;
    return text ? pickText(text, language) : null;
  };
  const send = async (input: AnswerInput) => {
    setIsSending(true);
    const ack = await submitAnswer(session, question.index, input);
    setIsSending(false);
    if (!ack.ok) toastError(ack.message);
  };
  const answer = (keys: string[]) => send({ choice_keys: keys });
  // A typed answer, a slider and an ordering have their own controls; a poll taps a tile.
  const hasOwnControls = ['type_answer', 'slider', 'ordering'].includes(question.kind);
  const isOpen = opensIn <= 0 && closesIn > 0;
  const isMultiple = question.kind === 'multiple';
  const answered = view.my_answer;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={4} miw={0}>
          <Title order={1} size="h4" c="dimmed" ref={headingRef} tabIndex={-1}>
            {progress}
          </Title>
          {question.text ? (
            <Text component="h2" fz={{ base: 'lg', sm: 'xl' }} fw={700} m={0} data-testid="question-text">
              {pickText(question.text, language)}
            </Text>
          ) : (
            <Group gap={6} c="dimmed">
              <IconEye size={18} aria-hidden />
              <Text c="dimmed">{t('player.lookAtHost')}</Text>
            </Group>
          )}
        </Stack>
        <Countdown
          endsAt={question.closes_at}
          totalMs={question.closes_at - question.opens_at}
          offset={offset}
          isAnnounced
          size={80}
        />
      </Group>
      {opensIn > 0 && (
        <Alert variant="light" role="status">
          {t('player.answersOpenIn', { seconds: secondsShown(opensIn) })}
        </Alert>
      )}
      {answered ? (
        <Stack gap="sm" role="status">
          <Title order={2} size="h3" ta="center">
            {t('player.answerSent')}
          </Title>
          {hasOwnControls ? (
            <SentKindAnswer view={view} question={question} />
          ) : (
            question.choices.map((choice, index) =>
              answered.includes(choice.key) ? (
                <ChoiceTile key={choice.key} index={index} text={choiceText(index)} />
              ) : null,
            )
          )}
          <Text ta="center" c="dimmed">
            {t('player.waitingForOthers')}
          </Text>
        </Stack>
      ) : closesIn <= 0 ? (
        <Alert color="orange" variant="light" role="status">
          {t('player.timeUpNoAnswer')}
        </Alert>
      ) : hasOwnControls ? (
        <LiveKindAnswer question={question} isDisabled={!isOpen || isSending} onAnswer={send} />
      ) : isMultiple ? (
        <AnswerChecks
          question={question}
          textOf={choiceText}
          isDisabled={!isOpen || isSending}
          onAnswer={answer}
        />
      ) : (
        <AnswerButtons
          question={question}
          textOf={choiceText}
          isDisabled={!isOpen || isSending}
          onAnswer={answer}
        />
      )}
    </Stack>
  );
}
