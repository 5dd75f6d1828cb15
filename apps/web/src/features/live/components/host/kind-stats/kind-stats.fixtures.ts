import type { LiveQuestion, QuestionClosed } from '@awarequest/contracts';

/** Reveals of each new kind, as the server sends them, for the host's statistics tests and pictures. */

const both = (en: string, ar: string) => ({ en, ar });
const base = { count: 4, image: null, opens_at: 0, closes_at: 20_000 };
const closedBase = {
  explanation: both('Because.', 'لأن.'),
  answered: 10,
  players: 12,
  leaderboard: [],
};

export const SLIDER_QUESTION: LiveQuestion = {
  ...base,
  index: 0,
  kind: 'slider',
  text: both('What share of breaches start with a human error?', 'ما نسبة الاختراقات التي تبدأ بخطأ بشري؟'),
  choices: [],
  slider: { min: 0, max: 100, step: 1, unit: both('%', '٪') },
};
export const SLIDER_CLOSED: QuestionClosed = {
  ...closedBase,
  index: 0,
  correct_choice_keys: [],
  distribution: {},
  slider: { answer: 74, tolerance: 5, limit: 30, unit: both('%', '٪') },
  estimates: { count: 10, average: 58.4, median: 61 },
};

export const TYPED_QUESTION: LiveQuestion = {
  ...base,
  index: 1,
  kind: 'type_answer',
  text: both('What is this attack called?', 'ما اسم هذا الهجوم؟'),
  choices: [],
  max_length: 100,
};
export const TYPED_CLOSED: QuestionClosed = {
  ...closedBase,
  index: 1,
  correct_choice_keys: [],
  distribution: {},
  accepted_answers: ['Phishing', 'التصيد الاحتيالي'],
  typed_answers: [
    { text: 'phishing', count: 5, is_accepted: true },
    { text: 'التصيّد', count: 2, is_accepted: false },
    { text: 'spam', count: 2, is_accepted: false },
    { text: 'Phishing!', count: 1, is_accepted: true },
  ],
};

export const ORDERING_QUESTION: LiveQuestion = {
  ...base,
  index: 2,
  kind: 'ordering',
  text: both('Put the steps in order', 'رتّب الخطوات'),
  // Shuffled, as served.
  choices: [
    { key: 'd', text: both('Delete the message', 'احذف الرسالة') },
    { key: 'a', text: both('Stop: do not click', 'توقّف: لا تضغط') },
    { key: 'c', text: both('Report it', 'أبلِغ عنها') },
    { key: 'b', text: both('Check the sender', 'تحقّق من المرسل') },
  ],
};
export const ORDERING_CLOSED: QuestionClosed = {
  ...closedBase,
  index: 2,
  correct_choice_keys: ['a', 'b', 'c', 'd'],
  distribution: { a: 9, b: 6, c: 4, d: 8 },
};

export const POLL_QUESTION: LiveQuestion = {
  ...base,
  index: 3,
  kind: 'poll',
  text: both('How do you lock your phone?', 'كيف تقفل هاتفك؟'),
  choices: [
    { key: 'a', text: both('A PIN', 'رمز PIN') },
    { key: 'b', text: both('A fingerprint', 'بصمة الإصبع') },
    { key: 'c', text: both('I do not', 'لا أقفله') },
  ],
};
export const POLL_CLOSED: QuestionClosed = {
  ...closedBase,
  index: 3,
  correct_choice_keys: [],
  distribution: { a: 4, b: 5, c: 1 },
};
