/**
 * The avatars shipped with the product (the web draws each one; names in the `avatars` UI
 * namespace). Stored by id on a user, a child account or a live-session seat.
 */
export const AVATAR_IDS = [
  'cat',
  'dog',
  'fish',
  'butterfly',
  'deer',
  'horse',
  'dragon',
  'robot',
  'rocket',
  'planet',
  'cactus',
  'flower',
] as const;
export type AvatarId = (typeof AVATAR_IDS)[number];

/**
 * A live player who picks no avatar asks for this: the session engine gives them the avatar
 * least used in the session (docs/domain.md "Live avatars"), so faces differ until all are used.
 */
export const AUTO_AVATAR = 'auto';
/** What a live join may ask for: one of the avatars, or "auto". */
export const LIVE_AVATAR_CHOICES = [...AVATAR_IDS, AUTO_AVATAR] as const;
