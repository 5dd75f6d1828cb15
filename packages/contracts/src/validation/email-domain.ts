import { z } from 'zod';
import { encodeRule } from './messages.js';

/**
 * An email domain as the part after "@": labels of letters, digits and inner hyphens (63 at most),
 * at least one dot, 253 characters in all, and a top-level label of letters or an IDN's `xn--` form.
 */
const EMAIL_DOMAIN = /^(?=.{1,253}$)((?!-)[a-z0-9-]{1,63}(?<!-)\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59}(?<!-))$/;

/** An email domain as the part after "@": lower-cased, no scheme, no "@", at least one dot. */
export const emailDomainSchema = z
  .string({ error: encodeRule('required') })
  .trim()
  .toLowerCase()
  .regex(EMAIL_DOMAIN, { error: encodeRule('domain') });
