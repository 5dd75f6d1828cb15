import type { QuestionSeals } from '../../lib/question-seals.js';
import type { SessionCore, SessionDef } from './session-model.js';
import type { SessionStore } from './session-store.js';

/**
 * The seals of live questions (lib/question-seals.ts), read from the sessions themselves.
 *
 * A session seals every question it has not closed yet from the moment it starts, not only the
 * open one: a player sees each question as it opens but knows the game (its title, or the
 * questions of the last round), and could otherwise learn the next question's solution from a
 * self-paced attempt while the current one is on screen. The lobby seals nothing: it holds no
 * more than the catalog already shows. The store's index only says which sessions hold a
 * question; whether it is sealed is decided from the session's own core, so a seal lifts with
 * the very commit that closes the question, ends or resets the session, and goes with a session
 * that expires or is deleted, on every instance at once.
 */

/** The questions a running session has not closed yet (from its start until each one's close). */
export function unclosedQuestionIds(core: SessionCore, def: SessionDef): Set<string> {
  const isRunning = core.phase === 'get_ready' || core.phase === 'question' || core.phase === 'reveal';
  if (!isRunning) return new Set();
  const firstUnclosed = core.phase === 'reveal' ? core.index + 1 : Math.max(core.index, 0);
  return new Set(def.questions.slice(firstUnclosed).map((question) => question.id));
}

export function createQuestionSeals(store: SessionStore): QuestionSeals {
  /** The unclosed questions of one session; none when it is gone (expired, deleted). */
  async function unclosedOf(pin: string): Promise<Set<string>> {
    const [read, def] = await Promise.all([store.read(pin), store.definition(pin)]);
    return read && def ? unclosedQuestionIds(read.core, def) : new Set();
  }

  return {
    async sealedAmong(questionIds) {
      const ids = [...new Set(questionIds)];
      if (ids.length === 0) return new Set();
      const holders = await store.sessionsHolding(ids);
      const pins = [...new Set([...holders.values()].flat())];
      const unclosed = new Map(
        await Promise.all(pins.map(async (pin) => [pin, await unclosedOf(pin)] as const)),
      );
      return new Set(ids.filter((id) => (holders.get(id) ?? []).some((pin) => unclosed.get(pin)?.has(id))));
    },
  };
}
