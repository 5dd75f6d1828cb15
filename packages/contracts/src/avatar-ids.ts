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
