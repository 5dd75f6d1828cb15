import { sessionSettingsSchema, type SessionSettingsInput } from '@awarequest/contracts';
import { admitPlayer, createCore, type NewSeat } from './session-engine.js';
import type { LiveQuestionDef, PlayerRecord, SessionCore, SessionDef } from './session-model.js';

/** Sessions and players for the engine's tests, built through the engine itself. */

const both = (text: string) => ({ en: text, ar: `${text} (ar)` });

export function question(
  id: string,
  kind: LiveQuestionDef['kind'] = 'single',
  correctKeys = ['a'],
): LiveQuestionDef {
  const keys = kind === 'true_false' ? ['true', 'false'] : ['a', 'b', 'c', 'd'];
  return {
    id,
    kind,
    text: both(`Question ${id}?`),
    choices: keys.map((key) => ({ key, text: both(`Choice ${key}`) })),
    correctKeys,
    explanation: both(`Because ${id}`),
    image: null,
  };
}

/** A question of each new kind: an ordering of four items, a poll, a typed answer and a slider. */
export function orderingQuestion(id: string, rightOrder = ['c', 'a', 'd', 'b']): LiveQuestionDef {
  return { ...question(id, 'ordering', rightOrder) };
}

export function pollQuestion(id: string): LiveQuestionDef {
  return { ...question(id, 'poll', []) };
}

export function typedQuestion(id: string, accepted = ['Phishing', 'التصيد الاحتيالي']): LiveQuestionDef {
  return { ...question(id, 'type_answer', []), choices: [], acceptedAnswers: accepted };
}

export const SLIDER = {
  min: 0,
  max: 100,
  step: 1,
  answer: 40,
  tolerance: 5,
  limit: 25,
  unit: { en: '%', ar: '٪' },
};

export function sliderQuestion(id: string, slider = SLIDER): LiveQuestionDef {
  return { ...question(id, 'slider', []), choices: [], slider };
}

/** One question of every kind, the new ones first. */
export const EVERY_KIND: LiveQuestionDef[] = [
  typedQuestion('k-typed'),
  pollQuestion('k-poll'),
  sliderQuestion('k-slider'),
  orderingQuestion('k-ordering'),
  question('k-single'),
  question('k-multiple', 'multiple', ['a', 'c']),
  question('k-true-false', 'true_false', ['true']),
];

export const QUESTIONS: LiveQuestionDef[] = [
  question('q1'),
  question('q2', 'multiple', ['a', 'c']),
  question('q3', 'true_false', ['true']),
];

export function sessionOf(
  settings: SessionSettingsInput = {},
  questions: LiveQuestionDef[] = QUESTIONS,
  now = 0,
): { core: SessionCore; def: SessionDef } {
  const core = createCore(
    {
      id: 'session-1',
      pin: '123456',
      title: both('Live game'),
      settings: sessionSettingsSchema.parse(settings),
      questionsCount: questions.length,
    },
    now,
  );
  return {
    core,
    def: {
      id: 'session-1',
      pin: '123456',
      hostUserId: 'host',
      hostKeyHash: 'hash',
      createdAt: now,
      questions,
    },
  };
}

let seats = 0;
export function seat(overrides: Partial<NewSeat> = {}): NewSeat {
  seats += 1;
  return {
    id: `p${seats}`,
    nickname: `Player ${seats}`,
    avatar: 'cat',
    extendedTime: false,
    seatHash: `seat-${seats}`,
    userId: null,
    ...overrides,
  };
}

/** Counts of a session nobody has joined yet. */
export const NO_PLAYERS = { players: 0, extended: 0 } as const;

export function join(core: SessionCore, overrides: Partial<NewSeat> = {}, now = 0): PlayerRecord {
  const admitted = admitPlayer(core, NO_PLAYERS, seat(overrides), now);
  if (!admitted.ok) throw new Error(`join refused: ${admitted.code}`);
  return admitted.player;
}
