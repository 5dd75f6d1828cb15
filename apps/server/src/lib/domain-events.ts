/**
 * The product's own events, published where they happen (in the process that did the work) and
 * heard by the modules that react: scores recompute, notifications are written and pushed.
 * A listener's failure is logged and never reaches the publisher: an answer is saved even when
 * a notification cannot be.
 */

export interface DomainEvents {
  /** A self-paced attempt closed (finished, timed out or abandoned). */
  'attempt.finished': {
    userId: string;
    attemptId: string;
    gameId: string;
    categoryId: string | null;
    score: number;
    passed: boolean;
  };
  /** The player used the last attempt the game allows. */
  'attempt.limit_reached': { userId: string; gameId: string; categoryId: string | null };
  /** A live session round ended; `userIds` are the signed-in players who took part. */
  'live.round_ended': { sessionId: string; round: number; userIds: string[] };
  /** A host invited signed-in users to join a live session by PIN. */
  'live.invited': { pin: string; title: { en: string; ar: string }; hostName: string; userIds: string[] };
  /** A game became playable in a category (published). */
  'game.published': { gameId: string; categoryId: string };
  /**
   * A session stopped being valid (logout), or every session of a user did (password reset,
   * deactivation, deletion, a new password set by a parent): its sockets must close.
   */
  'session.revoked': { sessionId: string } | { userId: string };
  /** A user's awareness or risk band moved after a recompute. */
  'score.band_changed': { userId: string; score: 'awareness' | 'risk'; from: string; to: string };
  /**
   * An event was published, edited after publishing, cancelled, archived, started or ended: its
   * scheduled work (start, end, reminders, lobbies) is planned again from the stored row.
   */
  'event.changed': { eventId: string };
  /** A campaign reminder is due for these people (each person once: the sender's ledger decides). */
  'event.reminder_due': {
    eventId: string;
    title: { en: string; ar: string };
    reminder: 'start' | 'before_due' | 'overdue';
    days: number;
    dueAt: string;
    userIds: string[];
  };
  /** A campaign's due date (plus grace) passed with work left: these people's risk changes. */
  'event.overdue': { eventId: string; userIds: string[] };
  /** A tournament's lobby opened: registered people get the PIN. */
  'event.lobby_opened': {
    eventId: string;
    sessionId: string;
    pin: string;
    title: { en: string; ar: string };
    userIds: string[];
  };
}

export type DomainEventName = keyof DomainEvents;
type Listener<Name extends DomainEventName> = (payload: DomainEvents[Name]) => unknown;

export interface DomainEventBus {
  on<Name extends DomainEventName>(name: Name, listener: Listener<Name>): () => void;
  /** Runs every listener; resolves once all have settled. Failures go to `onError`. */
  publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): Promise<void>;
}

export function createDomainEventBus(
  onError: (error: unknown, name: DomainEventName) => void,
): DomainEventBus {
  const listeners = new Map<DomainEventName, Set<Listener<never>>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
    async publish(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      await Promise.all(
        [...set].map(async (listener) => {
          try {
            await (listener as Listener<typeof name>)(payload);
          } catch (error) {
            onError(error, name);
          }
        }),
      );
    },
  };
}
