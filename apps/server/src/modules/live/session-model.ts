import type { TeamStanding } from './live-teams.js';
import type {
  LivePhase,
  PlayerResult,
  QuestionClosed,
  QuestionKind,
  RankEntry,
  SessionSettings,
  SliderSpec,
  TeamRankEntry,
} from '@awarequest/contracts';

/**
 * The state of one live session, in slices sized for the scale rule of issue 5: nothing per
 * answer or per join may cost work proportional to the number of players. A join touches one
 * new player record and two counters; an answer touches one answer record; only closing a
 * question, ending and resetting read every player, once.
 */

export interface Localized {
  en: string;
  ar: string;
}

export interface LiveQuestionDef {
  id: string;
  kind: QuestionKind;
  text: Localized;
  choices: { key: string; text: Localized; image?: string | undefined; image_alt?: Localized | undefined }[];
  /** The right keys; an ordering's items in the right order; none for a poll, a typed answer or a slider. */
  correctKeys: string[];
  /** A typed answer's accepted answers. Absent in a definition stored before the kind existed. */
  acceptedAnswers?: string[] | null;
  /** A slider's range, answer and closeness. Absent in a definition stored before the kind existed. */
  slider?: SliderSpec | null;
  explanation: Localized;
  image: string | null;
  /** The picture's alt text in both languages. */
  imageAlt?: Localized | null;
}

/** What never changes once a session is created: its questions and the host's secret. */
export interface SessionDef {
  id: string;
  pin: string;
  hostUserId: string;
  /** A keyed hash of the host key; the key itself is known only to the host's browser. */
  hostKeyHash: string;
  createdAt: number;
  questions: LiveQuestionDef[];
}

/** The small, versioned part: every phase change is a compare-and-set on `version`. */
export interface SessionCore {
  id: string;
  pin: string;
  title: Localized;
  settings: SessionSettings;
  questionsCount: number;
  phase: LivePhase;
  locked: boolean;
  /** Bumped by a reset, so the answers of an earlier run are never read again. */
  round: number;
  /** The current question, -1 before the first. */
  index: number;
  phaseStartedAt: number;
  /** When the server moves on by itself: the end of get ready, the last close of a question. */
  phaseEndsAt: number | null;
  /** The open question's answer window (server epoch ms); extended time closes later. */
  opensAt: number | null;
  closesAt: number | null;
  extendedClosesAt: number | null;
  /** Players when the question opened: the question closes early once that many answered. */
  eligible: number;
  /** The last closed question's reveal (solution, distribution, top of the ranking). */
  closed: QuestionClosed | null;
  /** When each question closed, by index (this round). */
  closedAt: number[];
  /** The top of the final ranking, once ended. */
  podium: RankEntry[] | null;
  /** The teams and their points, formed at the start when teams are on (absent in older cores). */
  teams?: TeamStanding[] | null;
  version: number;
  updatedAt: number;
}

/** Counters kept beside the core: a join bumps them without a compare-and-set on the core. */
export interface SessionCounts {
  players: number;
  /** Players who asked for extended time (never decremented: it only keeps a question open longer). */
  extended: number;
  /** Seats taken per avatar, for default avatars (live-avatars.ts); never decremented. */
  avatars?: Record<string, number>;
}

export interface PlayerRecord {
  id: string;
  nickname: string;
  /** The nickname folded for uniqueness (NFKC, lower case, Arabic marks removed). */
  nicknameKey: string;
  avatar: string;
  extendedTime: boolean;
  /** A keyed hash of the seat token that brings the player back to this seat. */
  seatHash: string;
  /** The signed-in user, whose answers count in their statistics; null for a guest. */
  userId: string | null;
  /** The first department of the signed-in user's profile (team mode "department"); null for a guest. */
  department?: string | null;
  /** The player's team id (live-teams.ts); null or absent without one. */
  team?: string | null;
  joinedAt: number;
  /** The first question this player plays (a late joiner enters at the next question). */
  firstIndex: number;
  score: number;
  streak: number;
  correct: number;
  /** Questions closed since the player entered (polls included). */
  played: number;
  /** Of those, polls: they count as neither right nor wrong. Absent in a record stored before polls existed. */
  polls?: number;
  /** Total answer time in ms (a missing answer counts its whole window): ties rank by it. */
  answerMs: number;
  /** 1..N after the last close; 0 before. */
  rank: number;
  /** The player's result of the last closed question they played. */
  result: PlayerResult | null;
}

/**
 * One player's answer to one question and the server time it arrived: the keys (sorted for a
 * pick, in the player's order for an ordering, none for a typed answer or an estimate), the
 * typed text, or the estimate.
 */
export interface AnswerRecord {
  keys: string[];
  at: number;
  text?: string;
  value?: number;
}

/**
 * What a command changed, as the broadcaster sends it: each event carries the committed data
 * it is about, so nothing is read back from the store to tell the room.
 */
export type LiveEvent =
  /** A new phase (or lock): the committed core. */
  | { type: 'state'; core: SessionCore }
  /** A player joined (`connected`), gave a seat up or was kicked (`removed`), or only left. */
  | { type: 'player'; player: PlayerRecord; removed: boolean; connected: boolean }
  /** The number of seats taken changed (a join, a kick, a seat given up). */
  | { type: 'seats' }
  /** A question closed: the reveal, and every player ranked with their own result. */
  | { type: 'closed'; closed: QuestionClosed; players: PlayerRecord[] }
  /** The game ended: the whole ranking, and every player ranked (their performance). */
  | { type: 'ended'; ranking: RankEntry[]; players: PlayerRecord[]; teams: TeamRankEntry[] | null }
  /** The host changed the team mode, or put a player in a team (in the lobby). */
  | { type: 'teams'; settings: SessionSettings; assigned: PlayerRecord | null }
  | { type: 'kicked'; playerId: string };
