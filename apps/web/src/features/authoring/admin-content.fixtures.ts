import type { AdminGame, AdminQuestion } from '@awarequest/contracts';

/** An admin's view of a question and a game for component tests, overridable field by field. */

export const adminQuestion = (id: string, overrides: Partial<AdminQuestion> = {}): AdminQuestion => ({
  id,
  key: id,
  kind: 'single',
  difficulty: 'medium',
  audience: 'all_staff',
  text: { en: `Question ${id}?`, ar: `السؤال ${id}؟` },
  choices: [
    { key: 'a', text: { en: 'Report it', ar: 'أبلغ عنه' } },
    { key: 'b', text: { en: 'Ignore it', ar: 'تجاهله' } },
  ],
  correct: ['a'],
  accepted_answers: null,
  slider: null,
  explanation: { en: 'Because', ar: 'لأن' },
  image: null,
  image_alt: null,
  order: 0,
  ...overrides,
});

export const adminGame = (overrides: Partial<AdminGame> = {}): AdminGame => ({
  id: '5f0e3a52-1d8b-4b7e-8d0c-2a9f4c7e1b02',
  key: 'spot-the-phish',
  categories: ['phishing'],
  category_ids: ['c1'],
  name: { en: 'Spot the phish', ar: 'اكتشف التصيد' },
  description: { en: 'Play', ar: 'العب' },
  type: 'interactive',
  difficulty: 'medium',
  audience: 'all_staff',
  duration_minutes: 10,
  pass_score: 70,
  attempts_allowed: 3,
  published: false,
  url: null,
  order: 0,
  questions: [],
  ...overrides,
});
