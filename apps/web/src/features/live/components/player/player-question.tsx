import { IconEye } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText, type AnswerInput, type LiveQuestion, type PlayerView } from '@awarequest/contracts';
import { toastError } from '../../../../lib/toast';
import { useLanguage } from '../../../../lib/use-language';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useMsUntil } from '../../hooks/use-ms-until';
import { secondsShown } from '../../model/live-clock';
import { submitAnswer, type PlayerSession } from '../../model/player-session';
import { ChoiceTile } from '../choice-tile';
import { Countdown } from '../countdown';
import { AnswerButtons, AnswerChecks, type AnswerControlsProps } from './answer-controls';
import { hasOwnControls, LiveKindAnswer } from './live-kind-answer';
import classes from './player-question.module.css';
import { playerUi } from './player-ui';
import { SentKindAnswer } from './sent-kind-answer';

interface PlayerQuestionProps {
  view: PlayerView;
  session: PlayerSession;
  offset: number;
}

/** The answer control of each question kind: one component per kind, in a file of its own. */
function AnswerControl({
  onAnswerInput,
  ...props
}: AnswerControlsProps & { onAnswerInput: (input: AnswerInput) => Promise<void> }) {
  if (hasOwnControls(props.question)) {
    return (
      <LiveKindAnswer question={props.question} isDisabled={props.isDisabled} onAnswer={onAnswerInput} />
    );
  }
  switch (props.question.kind) {
    case 'multiple':
      return <AnswerChecks {...props} />;
    default:
      return <AnswerButtons {...props} />;
  }
}

/** A long question gets a smaller type on a phone, so it leaves room for the answers. */
const textStyle = (text: string): CSSProperties =>
  ({ '--question-font-size': text.length > 110 ? '0.9375rem' : '1.0625rem' }) as CSSProperties;

/**
 * The open question on a player's device: the question (or only the shapes when the host shows
 * questions on the big screen), the clock, and the answer. Once answered, the choice and
 * "waiting", with the focus on it (the buttons it was on are gone).
 */
export function PlayerQuestion({ view, session, offset }: PlayerQuestionProps) {
  const { t } = useTranslation('live');
  const language = useLanguage();
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
  if (!question) return <p className={playerUi.strong}>{t('player.waitingForNext')}</p>;

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
  const isOpen = opensIn <= 0 && closesIn > 0;
  const text = question.text ? pickText(question.text, language) : null;

  return (
    <div className={classes.question}>
      <div className={classes.head}>
        <div className={classes.headText}>
          <h1 className={classes.progress} ref={headingRef} tabIndex={-1}>
            {progress}
          </h1>
          {text !== null ? (
            <h2 className={classes.text} style={textStyle(text)} data-testid="question-text">
              {text}
            </h2>
          ) : (
            <p className={classes.lookUp}>
              <IconEye size={18} aria-hidden />
              {t('player.lookAtHost')}
            </p>
          )}
        </div>
        <Countdown
          endsAt={question.closes_at}
          totalMs={question.closes_at - question.opens_at}
          offset={offset}
          isAnnounced
          size={56}
        />
      </div>
      {opensIn > 0 && (
        <p className={playerUi.notice} role="status">
          {t('player.answersOpenIn', { seconds: secondsShown(opensIn) })}
        </p>
      )}
      {view.my_answer ? (
        <AnswerSent view={view} question={question} choiceKeys={view.my_answer} textOf={choiceText} />
      ) : closesIn <= 0 ? (
        <p className={playerUi.notice} data-tone="warning">
          {t('player.timeUpNoAnswer')}
        </p>
      ) : (
        <AnswerControl
          question={question}
          textOf={choiceText}
          isDisabled={!isOpen || isSending}
          onAnswer={answer}
          onAnswerInput={send}
        />
      )}
    </div>
  );
}

/** The sent answer, focused: the answer buttons the focus was on are gone. */
function AnswerSent({
  view,
  question,
  choiceKeys,
  textOf,
}: {
  view: PlayerView;
  question: LiveQuestion;
  choiceKeys: string[];
  textOf: (index: number) => string | null;
}) {
  const { t } = useTranslation('live');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className={classes.answered} data-testid="answer-sent">
      <h2 className={playerUi.subtitle} ref={headingRef} tabIndex={-1}>
        {t('player.answerSent')}
      </h2>
      {hasOwnControls(question) ? (
        <SentKindAnswer view={view} question={question} />
      ) : (
        question.choices.map((choice, index) =>
          choiceKeys.includes(choice.key) ? (
            <ChoiceTile key={choice.key} index={index} text={textOf(index)} />
          ) : null,
        )
      )}
      <p className={playerUi.dimmed}>{t('player.waitingForOthers')}</p>
    </div>
  );
}
