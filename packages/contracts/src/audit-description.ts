import { AUDIT_DETAIL_KEYS, type AuditDetailKey } from './audit-codes.js';
import type { AuditEntryView } from './company-admin.js';

/**
 * What an audit entry's details say, as lines a reader can take in: the screen (in i18next) and
 * the CSV export (on the server) put the words on the same lines, so both read alike. A key
 * this list does not know still gets a line, under its own name; nothing is dropped.
 */

/** The groups of code values that have a text each (audit-log.json `details.codes`). */
export type AuditCodeGroup = 'fields' | 'check' | 'step' | 'trigger' | 'protocol';

export type AuditDetailValue =
  /** Written as it is; an address or an identifier stays left to right in Arabic. */
  | { kind: 'text'; text: string; isLtr: boolean }
  /** Codes with a text each (an unknown code shows as it is). */
  | { kind: 'codes'; group: AuditCodeGroup; codes: string[] }
  /** A connection by its label and protocol. */
  | { kind: 'connection'; label: string; protocol: string }
  /** How many people (a group's members who joined or left). */
  | { kind: 'people'; count: number }
  | { kind: 'flag'; value: boolean }
  | { kind: 'number'; value: number }
  /** Words written as they are, as a list (a person's departments). */
  | { kind: 'words'; words: string[] }
  /** A field that changed (`changes`): its value before and after; the line's label is the field's. */
  | { kind: 'change'; field: string; from: AuditChangeSide; to: AuditChangeSide }
  | { kind: 'none' };

/** One side of a change: a value as it is written. */
export type AuditChangeSide = Extract<
  AuditDetailValue,
  { kind: 'text' | 'words' | 'flag' | 'number' | 'none' }
>;

export interface AuditDetailLine {
  /** The details key; `isKnown` says whether it has a label (else the key is the label). */
  key: string;
  isKnown: boolean;
  value: AuditDetailValue;
}

export interface AuditDescription {
  /** A sentence for a sign-in or a sign-out at a known connection. */
  headline: {
    action: 'sign_in' | 'sign_out_provider';
    connection: { label: string; protocol: string };
  } | null;
  lines: AuditDetailLine[];
}

const CODE_GROUPS: Partial<Record<AuditDetailKey, AuditCodeGroup>> = {
  fields: 'fields',
  field: 'fields',
  list: 'fields',
  check: 'check',
  step: 'step',
  trigger: 'trigger',
  protocol: 'protocol',
};
/** Keys whose values are addresses, identifiers or codes: left to right in any language. */
const LTR_KEYS = new Set<string>([
  'connection',
  'subject',
  'email',
  'domain',
  'idp',
  'token_id',
  'group_id',
  'url',
  'method',
  'code',
  'provider',
]);
const PEOPLE_KEYS = new Set<string>(['joined', 'left']);
const KNOWN_KEYS = new Set<string>(AUDIT_DETAIL_KEYS);

function valueOf(key: string, raw: unknown): AuditDetailValue {
  if (raw === null || raw === undefined) return { kind: 'none' };
  if (PEOPLE_KEYS.has(key) && Array.isArray(raw)) return { kind: 'people', count: raw.length };
  const group = CODE_GROUPS[key as AuditDetailKey];
  if (group && typeof raw === 'string') return { kind: 'codes', group, codes: [raw] };
  if (group && Array.isArray(raw) && raw.every((item) => typeof item === 'string'))
    return { kind: 'codes', group, codes: raw };
  if (typeof raw === 'boolean') return { kind: 'flag', value: raw };
  if (typeof raw === 'number') return { kind: 'number', value: raw };
  const isLtr = LTR_KEYS.has(key);
  if (typeof raw === 'string') return { kind: 'text', text: raw, isLtr };
  return { kind: 'text', text: JSON.stringify(raw), isLtr: true };
}

/** The profile fields that hold an address: left to right in any language. */
const LTR_FIELDS = new Set<string>(['email']);

function changeSide(field: string, raw: unknown): AuditChangeSide {
  if (raw === null || raw === undefined || raw === '') return { kind: 'none' };
  if (Array.isArray(raw))
    return raw.length === 0 ? { kind: 'none' } : { kind: 'words', words: raw.map((item) => String(item)) };
  if (typeof raw === 'boolean') return { kind: 'flag', value: raw };
  if (typeof raw === 'number') return { kind: 'number', value: raw };
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return { kind: 'text', text, isLtr: LTR_FIELDS.has(field) };
}

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * `changes` ({ field: { from, to } }) as a line per field, in the order they were written; a
 * value of another shape gets the plain line any key gets.
 */
function changeLines(raw: unknown): AuditDetailLine[] | undefined {
  if (!isRecord(raw)) return undefined;
  const lines: AuditDetailLine[] = [];
  for (const [field, change] of Object.entries(raw)) {
    if (!isRecord(change)) return undefined;
    const value: AuditDetailValue = {
      kind: 'change',
      field,
      from: changeSide(field, change.from),
      to: changeSide(field, change.to),
    };
    lines.push({ key: `changes.${field}`, isKnown: true, value });
  }
  return lines;
}

type HeadlinedAction = NonNullable<AuditDescription['headline']>['action'];
const isHeadlined = (action: string): action is HeadlinedAction =>
  action === 'sign_in' || action === 'sign_out_provider';

/** The entry's details as a headline and lines, in the order they were written. */
export function describeAuditEntry(
  entry: Pick<AuditEntryView, 'action' | 'outcome' | 'connection' | 'details'>,
): AuditDescription {
  const { action, connection, details } = entry;
  const headline =
    connection && entry.outcome === 'ok' && isHeadlined(action)
      ? { action, connection: { label: connection.label, protocol: connection.protocol } }
      : null;
  const lines: AuditDetailLine[] = [];
  // The connection the entry is about, unless the details name it themselves (an admin's change).
  if (connection && !headline && !('label' in details))
    lines.push({
      key: 'connection',
      isKnown: true,
      value: { kind: 'connection', label: connection.label, protocol: connection.protocol },
    });
  for (const [key, raw] of Object.entries(details)) {
    if (key === 'connection' && connection && raw === connection.id) continue;
    const changed = key === 'changes' ? changeLines(raw) : undefined;
    if (changed) {
      lines.push(...changed);
      continue;
    }
    lines.push({ key, isKnown: KNOWN_KEYS.has(key), value: valueOf(key, raw) });
  }
  return { headline, lines };
}
