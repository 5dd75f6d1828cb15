/** The query parameter that carries a deep link: to /auth/login, to the SSO start address, back. */
export const RETURN_TO_PARAM = 'return_to';

/** Where a sign-in lands when no (acceptable) deep link was given. */
export const DEFAULT_RETURN_PATH = '/';
const MAX_LENGTH = 2000;

/**
 * The deep link a sign-in (password or company, docs/product.md §7, §10) returns to, only when it is a relative
 * path of this site: it starts with one `/`, and holds no `//` (another host), no backslash
 * (browsers read `/\evil` as `//evil`), no scheme, no control character or space. Anything else
 * is replaced by the home page: never an open redirect.
 */
export function safeReturnPath(value: string | undefined | null): string {
  if (!value || value.length > MAX_LENGTH) return DEFAULT_RETURN_PATH;
  if (!value.startsWith('/')) return DEFAULT_RETURN_PATH;
  if (value.includes('//') || value.includes('\\')) return DEFAULT_RETURN_PATH;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f]/.test(value)) return DEFAULT_RETURN_PATH;
  // A scheme can only come before the first slash or query; a path starting with `/` has none,
  // but an encoded one (`/%2F%2Fevil`) must not turn into `//` once a router decodes it.
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (decoded.includes('//') || decoded.includes('\\')) return DEFAULT_RETURN_PATH;
  return value;
}
