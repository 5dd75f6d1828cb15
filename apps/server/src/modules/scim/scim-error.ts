import SCIMMY from 'scimmy';
import type { ScimErrorType } from '@awarequest/contracts';

/** The `scimType` values of RFC 7644 §3.12 that this service answers with (each an audit reason). */
export type ScimType = ScimErrorType;

/** A refusal in SCIM's own terms (RFC 7644 §3.12): the status, an optional scimType and a detail. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimType | undefined,
    detail: string,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

/** The error body of RFC 7644 §3.12 (status as a string, as the RFC's examples write it). */
export function scimErrorBody(error: ScimError) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(error.status),
    ...(error.scimType ? { scimType: error.scimType } : {}),
    detail: error.message,
  };
}

/**
 * Any failure as a ScimError: ours as it is; scimmy's own SCIMError keeps its status and type;
 * scimmy's schema checks throw TypeError (a wrong attribute type or a missing required one),
 * which is the client's invalid value. Anything else is not the client's fault (undefined).
 */
export function asScimError(error: unknown): ScimError | undefined {
  if (error instanceof ScimError) return error;
  if (error instanceof SCIMMY.Types.Error) {
    const status = error.status || 400;
    return new ScimError(status, (error.scimType as ScimType | undefined) ?? undefined, error.message);
  }
  if (error instanceof TypeError || error instanceof SyntaxError)
    return new ScimError(400, 'invalidValue', error.message);
  return undefined;
}
