import type { ErrorCode } from '@awarequest/contracts';

/**
 * An error the client should see: a stable code from the contracts' catalogue, the values
 * its message needs, and optional per-field messages. Words are chosen at the edge, in the
 * request's language, by the error-envelope plugin.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Field name to encoded rule or error code; rendered per language by the envelope. */
    readonly fieldErrors?: Record<string, ErrorCode>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
