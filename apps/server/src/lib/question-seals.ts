/**
 * Which questions a live game is playing now, so no other route gives their solution away.
 * A question is sealed from the moment a live session holding it starts until that session
 * closes it (or ends, is reset, or expires). The live module keeps the seals; every route that
 * sends a solution to a player asks here first, by question id.
 */
export interface QuestionSeals {
  /** The ids among `questionIds` that are sealed now (an empty set when none is). */
  sealedAmong(questionIds: readonly string[]): Promise<Set<string>>;
}
