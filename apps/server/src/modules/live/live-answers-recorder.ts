import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { answerCredit } from './live-scoring.js';
import { existingQuestionIds, insertLiveAnswers, type NewLiveAnswerRow } from './live.repository.js';
import type { PlayerRecord, SessionCore, SessionDef } from './session-model.js';
import type { SessionStore } from './session-store.js';

/**
 * Signed-in players' answers, into their statistics when a game ends: one row per question
 * each played (a missing answer has no keys), credit without the speed component. Called by
 * the instance that committed the end, so once; a second call would change nothing.
 */
export async function recordLiveAnswers(
  deps: { db: Db; store: SessionStore; log: FastifyBaseLogger },
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
        const keys = answer?.keys ?? [];
        const { credit, isCorrect } = answerCredit(question.kind, question.correctKeys, keys);
        rows.push({
          sessionId: core.id,
          round: core.round,
          userId: player.userId,
          questionId: question.id,
          choiceKeys: keys,
          isCorrect,
          credit,
          answeredAt: new Date(answer?.at ?? closedAt),
        });
      }
    }
    await insertLiveAnswers(deps.db, rows);
  } catch (error) {
    deps.log.error({ err: error, pin: core.pin }, 'recording live answers failed');
  }
}
