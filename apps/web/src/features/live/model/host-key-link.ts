/**
 * Handing the host's seat to another device (the host's phone): a link to the host page with the
 * host key in the fragment, which browsers never send to a server or write into its logs. The
 * page that opens it keeps the key and takes it out of the address at once.
 */

const KEY_PARAM = 'host-key';
/** The server's host keys are URL-safe tokens; anything else in a fragment is not one. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{16,200}$/;

export const hostKeyLinkOf = (origin: string, pin: string, hostKey: string): string =>
  `${origin}/host/${pin}#${KEY_PARAM}=${encodeURIComponent(hostKey)}`;

/** The host key a fragment carries, or null when there is none or it cannot be one. */
export function hostKeyFromHash(hash: string): string | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(KEY_PARAM);
  return value !== null && KEY_SHAPE.test(value) ? value : null;
}
