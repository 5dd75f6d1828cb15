import { AUTO_AVATAR, AVATAR_IDS, type AvatarId } from '@awarequest/contracts';

/**
 * Default avatars (docs/domain.md "Live avatars"): a player who picks none gets the avatar
 * seated least often in the session so far (ties: the product's order), so no two faces are
 * alike until every avatar is used. The use counts sit beside the session's counts, bumped by
 * each seat; a seat given up or kicked does not give its avatar back.
 */
export function leastUsedAvatar(usage: Readonly<Record<string, number>> | undefined): AvatarId {
  let best: AvatarId = AVATAR_IDS[0];
  for (const avatar of AVATAR_IDS) if ((usage?.[avatar] ?? 0) < (usage?.[best] ?? 0)) best = avatar;
  return best;
}

/** The avatar a seat gets: the one picked, or for "auto" the least used. */
export const seatAvatar = (picked: string, usage: Readonly<Record<string, number>> | undefined): string =>
  picked === AUTO_AVATAR ? leastUsedAvatar(usage) : picked;
