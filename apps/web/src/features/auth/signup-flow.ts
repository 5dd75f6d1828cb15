import type { AccountType, CodePurpose } from '@awarequest/contracts';

/**
 * What the multi-step sign-up and password-reset flows carry from page to page, kept in
 * sessionStorage so a reload keeps the step but closing the tab forgets it.
 */
export interface AuthFlow {
  email: string;
  purpose: CodePurpose;
  /** Set once the code is checked (sign-up: verified; reset: the code to send with the password). */
  code?: string;
  isVerified?: boolean;
  accountType?: AccountType;
  /** Sign-up: the deep link the login page had (lib/return-to.ts), where the new account lands. */
  returnTo?: string;
}

const FLOW_KEY = 'auth-flow';

export function readAuthFlow(): AuthFlow | null {
  try {
    const raw = sessionStorage.getItem(FLOW_KEY);
    return raw ? (JSON.parse(raw) as AuthFlow) : null;
  } catch {
    return null;
  }
}

export function writeAuthFlow(flow: AuthFlow): void {
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
}

export function clearAuthFlow(): void {
  sessionStorage.removeItem(FLOW_KEY);
}
