import { AVATAR_IDS } from './avatar-ids.js';
import { oneOf } from './validation/rules.js';

export * from './avatar-ids.js';

export const avatarIdSchema = oneOf(AVATAR_IDS);
