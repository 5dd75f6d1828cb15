/**
 * What other modules may use of accounts: the user rows (read, create, change, show), a
 * one-time token for an invitation mail, and the one way an account is deleted.
 */
export type { RequestMeta } from './accounts.service.js';
export { assertNotLastAdmin, deleteAccountCascade } from './account-deletion.service.js';
export { issueOneTimeToken } from './one-time-tokens.service.js';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  toUser,
  updateUser,
  type NewUserRow,
  type UserRow,
} from './users.repository.js';
