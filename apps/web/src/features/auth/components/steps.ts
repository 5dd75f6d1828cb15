/** The sign-up steps, in order: email, code, account type, details. */
export const SIGN_UP_STEPS = { email: 1, code: 2, accountType: 3, details: 4 } as const;
export const SIGN_UP_STEP_COUNT = 4;
