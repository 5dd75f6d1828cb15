import type { ErrorCode, RuleMessage } from '@awarequest/contracts';

/**
 * An error the client should see: a stable code from the contracts' catalogue, the values
 * its message needs, and optional per-field messages. Words are chosen at the edge, in the
 * request's language, by the error-envelope plugin.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /**
     * Field name to an error code or a failed rule, rendered per language by the envelope, or
     * to messages already in the request's language (a content file checked at the edge).
     */
    readonly fieldErrors?: Record<string, ErrorCode | RuleMessage | string[]>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
