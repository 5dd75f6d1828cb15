import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { gradeAnswer } from '@awarequest/contracts';
import { givenAnswerOf, gradableOf } from './live-question-grading.js';
import {
  existingQuestionIds,
  insertLiveAnswers,
  insertLiveResults,
  singleGameOf,
  type NewLiveAnswerRow,
  type NewLiveResultRow,
} from './live.repository.js';
import type { PlayerRecord, SessionCore, SessionDef } from './session-model.js';
import type { SessionStore } from './session-store.js';

export interface RecorderDeps {
  db: Db;
  store: SessionStore;
  log: FastifyBaseLogger;
  /** Told when a round ends ('live.round_ended'), so players' scores follow. */
  events?: DomainEventBus | undefined;
}

/**
 * Signed-in players' answers, into their statistics when a game ends: one row per question
 * each played (a missing answer has no keys), the typed text or estimate, credit without the
 * speed component (partial, as self-paced: a share of a multiple choice or an ordering, a
 * slider's closeness; 0 for a poll), and one result per player (points, rank, players) for
 * the leaderboard; then 'live.round_ended' so their scores are recomputed. Called by the instance that committed the end, so once; a
 * second call would change nothing.
 */
export async function recordLiveAnswers(
  deps: RecorderDeps,
  core: SessionCore,
  def: SessionDef,
  ranked: readonly PlayerRecord[],
): Promise<void> {
  try {
    const signedIn = ranked.filter((player) => player.userId);
    if (signedIn.length === 0) return;
    const existing = await existingQuestionIds(
      deps.db,
      def.questions.map((question) => question.id),
    );
    const rows: NewLiveAnswerRow[] = [];
    for (const [index, closedAt] of core.closedAt.entries()) {
      const question = def.questions[index];
      if (typeof closedAt !== 'number' || !question || !existing.has(question.id)) continue;
      const answers = await deps.store.answers(core.pin, core.round, index);
      for (const player of signedIn) {
        if (player.firstIndex > index || !player.userId) continue;
        const answer = answers.get(player.id);
        const { credit, isCorrect } = answer
          ? gradeAnswer(gradableOf(question), givenAnswerOf(answer), { partial: true })
          : { credit: 0, isCorrect: false };
        rows.push({
          sessionId: core.id,
          round: core.round,
          userId: player.userId,
          questionId: question.id,
          choiceKeys: answer?.keys ?? [],
          textAnswer: answer?.text ?? null,
          numberAnswer: answer?.value ?? null,
          isCorrect,
          credit,
          answeredAt: new Date(answer?.at ?? closedAt),
        });
      }
    }
    await insertLiveAnswers(deps.db, rows);
    const gameId = await singleGameOf(deps.db, [...existing]);
    const results = liveResultRows(core, ranked, gameId, new Date());
    await insertLiveResults(deps.db, results);
    await deps.events?.publish('live.round_ended', {
      sessionId: core.id,
      round: core.round,
      userIds: results.map((result) => result.userId),
    });
  } catch (error) {
    deps.log.error({ err: error, pin: core.pin }, 'recording live answers failed');
  }
}

/** One result per signed-in user (their best seat, should they have had two). */
function liveResultRows(
  core: SessionCore,
  ranked: readonly PlayerRecord[],
  gameId: string | null,
  endedAt: Date,
): NewLiveResultRow[] {
  const byUser = new Map<string, NewLiveResultRow>();
  for (const player of ranked) {
    if (!player.userId || byUser.has(player.userId)) continue;
    byUser.set(player.userId, {
      sessionId: core.id,
      round: core.round,
      userId: player.userId,
      title: core.title,
      gameId,
      points: player.score,
      rank: player.rank,
      playersCount: ranked.length,
      endedAt,
    });
  }
  return [...byUser.values()];
}
