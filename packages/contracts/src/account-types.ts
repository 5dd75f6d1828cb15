/**
 * The account type chosen at sign-up (/auth/account-type): `personal` plays alone;
 * `family` (a parent) and `team` (a team lead) may own child accounts.
 *
 * Kept apart from `accounts.ts` and free of zod, so that the web app's header can ask
 * `canHaveChildren` without loading the validators into every page's first download.
 */
export const ACCOUNT_TYPES = ['personal', 'family', 'team'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const canHaveChildren = (type: AccountType): boolean => type !== 'personal';
