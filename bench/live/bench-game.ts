import { randomUUID } from 'node:crypto';
import type { QuestionKind } from '@awarequest/contracts';
import type { Db } from '../../apps/server/src/db/client.js';
import { games, questions } from '../../apps/server/src/db/schema.js';

/**
 * The live benchmark's game: its questions take turns through single choice, type answer,
 * ordering, multiple choice and true/false, so every run plays typed and ordered answers
 * beside the picks (issue 26: the 10,000-player targets hold with the new kinds in the game).
 */

const KINDS: QuestionKind[] = ['single', 'type_answer', 'ordering', 'multiple', 'true_false'];

const text = (en: string, ar: string) => ({ en, ar });
const CHOICES = [
  { key: 'a', text: text('Report it to the security team', 'أبلِغ فريق الأمن') },
  { key: 'b', text: text('Check the sender’s address', 'تحقّق من عنوان المرسل') },
  { key: 'c', text: text('Do not click the link', 'لا تضغط على الرابط') },
  { key: 'd', text: text('Delete the message', 'احذف الرسالة') },
];
const TRUE_FALSE = [
  { key: 'true', text: text('True', 'صح') },
  { key: 'false', text: text('False', 'خطأ') },
];

function questionOf(gameId: string, kind: QuestionKind, position: number) {
  const base = {
    gameId,
    key: `bench-${position + 1}`,
    position,
    kind,
    text: text(
      `Bench question ${position + 1}: a suspicious email arrives.`,
      `سؤال ${position + 1}: وصلتك رسالة مريبة.`,
    ),
    explanation: text('Phishing messages push you to act fast.', 'رسائل التصيّد تدفعك إلى التصرّف بسرعة.'),
  };
  switch (kind) {
    case 'type_answer':
      return { ...base, choices: [], correctKeys: [], acceptedAnswers: ['Phishing', 'التصيد الاحتيالي'] };
    case 'ordering':
      return { ...base, choices: CHOICES, correctKeys: ['b', 'c', 'a', 'd'] };
    case 'multiple':
      return { ...base, choices: CHOICES, correctKeys: ['a', 'c'] };
    case 'true_false':
      return { ...base, choices: TRUE_FALSE, correctKeys: ['true'] };
    default:
      return { ...base, choices: CHOICES, correctKeys: ['a'] };
  }
}

/** Inserts a published interactive game of `count` questions; returns its id. */
export async function insertBenchGame(db: Db, count: number): Promise<string> {
  const key = `bench-live-${randomUUID().slice(0, 8)}`;
  const [game] = await db
    .insert(games)
    .values({
      key,
      name: text('Live bench', 'اختبار الأداء المباشر'),
      description: text(
        'Every kind of question, for the live benchmark.',
        'كل أنواع الأسئلة لاختبار الأداء المباشر.',
      ),
      type: 'interactive',
      difficulty: 'medium',
      audience: 'all_staff',
      durationMinutes: 10,
      passScore: 70,
      attemptsAllowed: null,
      isPublished: true,
    })
    .returning({ id: games.id });
  if (!game) throw new Error('live bench: the game insert returned no row');
  await db
    .insert(questions)
    .values(
      Array.from({ length: count }, (_, position) =>
        questionOf(game.id, KINDS[position % KINDS.length] ?? 'single', position),
      ),
    );
  return game.id;
}
