import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  fillQuestionLabels,
  type CreatedSession,
  type QuestionAudience,
  type SessionSettings,
  type SessionSource,
  type SessionSummary,
} from '@awarequest/contracts';
import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { QuestionSeals } from '../../lib/question-seals.js';
import { keyedHash, randomToken } from '../../lib/crypto.js';
import { getClassificationLabels } from '../settings/public.js';
import type { LiveClock } from './live-clock.js';
import {
  categoryNames,
  drawQuestions,
  drawableQuestionIds,
  findPlayableGame,
  gameQuestions,
  type QuestionRow,
} from './live.repository.js';
import { createCore } from './session-engine.js';
import type { LiveQuestionDef, Localized } from './session-model.js';
import type { SessionStore } from './session-store.js';
import { summaryView } from './session-views.js';

export interface LiveServiceDeps {
  db: Db;
  store: SessionStore;
  /** Questions another live game is playing: a player game is drawn around them. */
  seals: QuestionSeals;
  secret: string;
  clock: LiveClock;
  log: FastifyBaseLogger;
}

const toQuestionDef = (row: QuestionRow): LiveQuestionDef => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  choices: row.choices,
  correctKeys: row.correctKeys,
  acceptedAnswers: row.acceptedAnswers ?? null,
  slider: row.slider ?? null,
  explanation: row.explanation,
  image: row.image,
  imageAlt: row.imageAlt ?? null,
});

/**
 * The title and questions of a session: one interactive game's, or a draw from categories'
 * games. A draw takes the questions another live game is playing now only when the others do
 * not fill it, so the new game can start beside that one (else QUESTIONS_IN_PLAY at its start).
 */
async function questionsOf(
  { db, seals }: Pick<LiveServiceDeps, 'db' | 'seals'>,
  source: SessionSource,
  audience: QuestionAudience | null,
): Promise<{ title: Localized; questions: QuestionRow[] }> {
  if (source.kind === 'game') {
    const game = await findPlayableGame(db, source.game_id);
    if (!game) throw new AppError('SESSION_CREATE_FAILED');
    return { title: game.name, questions: await gameQuestions(db, game.id, audience ?? game.audience) };
  }
  const sealed = await seals.sealedAmong(await drawableQuestionIds(db, source.category_ids));
  const [names, drawn] = await Promise.all([
    categoryNames(db, source.category_ids),
    drawQuestions(db, source.category_ids, source.questions_count, [...sealed]),
  ]);
  // Too few others: the game keeps the size asked for, and starts once the other game has closed them.
  const missing = source.questions_count - drawn.length;
  const questions =
    missing > 0 && sealed.size > 0
      ? [
          ...drawn,
          ...(await drawQuestions(
            db,
            source.category_ids,
            missing,
            drawn.map((row) => row.id),
          )),
        ]
      : drawn;
  const title = {
    en: names.map((name) => name.en).join(' · '),
    ar: names.map((name) => name.ar).join(' · '),
  };
  return { title, questions };
}

/**
 * Creates a live session: its questions are copied into the live store (a later edit of the
 * game does not change a running session), a random PIN is reserved, and the host key, known
 * only to the caller, is returned once.
 */
export async function createLiveSession(
  deps: LiveServiceDeps,
  caller: Caller,
  body: { source: SessionSource; settings: SessionSettings },
  /** Whose questions a game serves instead of its own audience's (a tournament event's `question_audience`). */
  audience: QuestionAudience | null = null,
): Promise<CreatedSession> {
  const [{ title, questions }, { labels }] = await Promise.all([
    questionsOf(deps, body.source, audience),
    getClassificationLabels(deps.db),
  ]);
  if (questions.length === 0) throw new AppError('SESSION_CREATE_FAILED');
  try {
    const id = randomUUID();
    const pin = await deps.store.reservePin(id);
    if (!pin) throw new AppError('SESSION_CREATE_ERROR');
    const hostKey = randomToken();
    const now = deps.clock.now();
    await deps.store.create(
      {
        id,
        pin,
        hostUserId: caller.userId,
        hostKeyHash: keyedHash(deps.secret, hostKey),
        createdAt: now,
        questions: questions.map((row) => toQuestionDef(fillQuestionLabels(row, labels))),
      },
      createCore({ id, pin, title, settings: body.settings, questionsCount: questions.length }, now),
    );
    return { session_id: id, pin, host_key: hostKey };
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error }, 'creating a live session failed');
    throw new AppError('SESSION_CREATE_ERROR');
  }
}

export async function sessionSummary(store: SessionStore, pin: string): Promise<SessionSummary> {
  const read = await store.read(pin);
  if (!read) throw new AppError('SESSION_NOT_FOUND');
  return summaryView(read.core, read.counts);
}
