import { AVATAR_IDS } from './avatar-ids.js';
import { oneOf } from './validation/rules.js';

export * from './avatar-ids.js';

export const avatarIdSchema = oneOf(AVATAR_IDS);

/**
 * A live player who picks no avatar asks for this: the session engine gives them the avatar
 * least used in the session (docs/domain.md "Live avatars"), so faces differ until all are used.
 */
export const AUTO_AVATAR = 'auto';
