import { isAxiosError } from 'axios';
import type { ErrorCode } from '@awarequest/contracts';

/** The stable code of a failed call's error envelope, if the server answered with one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (!isAxiosError(error)) return undefined;
  const body = error.response?.data as { code?: ErrorCode } | undefined;
  return body?.code;
}
