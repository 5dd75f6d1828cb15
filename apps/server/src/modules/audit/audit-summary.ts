import {
  AUDIT_DETAIL_CODES,
  AUDIT_REASONS,
  AUDIT_STATUS_REASONS,
  describeAuditEntry,
  toArabicIndicDigits,
  type AuditDetailKey,
  type AuditDetailLine,
  type AuditDetailValue,
  type AuditEntryView,
  type Language,
} from '@awarequest/contracts';
import { AUDIT_TEXTS } from './audit-texts.js';

type Listed<T extends readonly string[]> = Record<T[number], string>;

/** The words one language gives the export's Summary column (audit-texts.ts). */
export interface AuditTexts {
  /** `{reason}` is the reason's text. */
  refused: string;
  separator: string;
  lineSeparator: string;
  yes: string;
  no: string;
  empty: string;
  /** A field's change, `{from}` and `{to}`: the arrow points the way the language reads. */
  change: string;
  /** `{label}` and `{protocol}`. */
  connectionName: string;
  /** Plural forms of "n people" (`{n}`), as Intl.PluralRules names them; zero in any language. */
  people: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  reasons: Listed<typeof AUDIT_REASONS> & Listed<typeof AUDIT_STATUS_REASONS>;
  /** `{connection}` is the connection's name. */
  headlines: Record<'sign_in' | 'sign_out_provider', string>;
  labels: Record<AuditDetailKey, string>;
  codes: { [Group in keyof typeof AUDIT_DETAIL_CODES]: Listed<(typeof AUDIT_DETAIL_CODES)[Group]> };
}

const PLURALS = { en: new Intl.PluralRules('en'), ar: new Intl.PluralRules('ar') };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A text of a table a code may not be in (an old or hand-written row): the code itself then. */
const lookUp = (table: object, code: string): string => {
  const text: unknown = Object.entries(table).find(([key]) => key === code)?.[1];
  return typeof text === 'string' ? text : code;
};

function numberIn(language: Language, value: number): string {
  return language === 'ar' ? toArabicIndicDigits(String(value)) : String(value);
}

function valueText(texts: AuditTexts, language: Language, value: AuditDetailValue): string {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'codes':
      return value.codes.length === 0
        ? texts.empty
        : new Intl.ListFormat(language, { type: 'unit' }).format(
            value.codes.map((code) => lookUp(texts.codes[value.group], code)),
          );
    case 'connection':
      return fill(texts.connectionName, {
        label: value.label,
        protocol: lookUp(texts.codes.protocol, value.protocol),
      });
    case 'people': {
      // As i18next on the screen: zero has its own words in every language ("no one").
      const rule = value.count === 0 ? 'zero' : PLURALS[language].select(value.count);
      const form = texts.people[rule] ?? texts.people.other;
      return fill(form, { n: numberIn(language, value.count) });
    }
    case 'flag':
      return value.value ? texts.yes : texts.no;
    case 'number':
      return numberIn(language, value.value);
    case 'words':
      return new Intl.ListFormat(language, { type: 'unit' }).format(value.words);
    case 'change':
      return fill(texts.change, {
        from: valueText(texts, language, value.from),
        to: valueText(texts, language, value.to),
      });
    case 'none':
      return texts.empty;
  }
}

/** A line's label: a changed field's name, a known key's label, else the key as written. */
function labelOf(texts: AuditTexts, line: AuditDetailLine): string {
  if (line.value.kind === 'change') return lookUp(texts.codes.fields, line.value.field);
  return line.isKnown ? lookUp(texts.labels, line.key) : line.key;
}

/**
 * The export's Summary cell: the reason of a refusal, then what the details say, in the
 * exporting admin's language, as the screen's Details column reads.
 */
export function auditSummary(entry: AuditEntryView, language: Language): string {
  const texts = AUDIT_TEXTS[language];
  const { headline, lines } = describeAuditEntry(entry);
  const parts: string[] = [];
  if (entry.outcome === 'refused' && entry.reason)
    parts.push(fill(texts.refused, { reason: lookUp(texts.reasons, entry.reason) }));
  if (headline)
    parts.push(
      fill(texts.headlines[headline.action], {
        connection: valueText(texts, language, { kind: 'connection', ...headline.connection }),
      }),
    );
  for (const line of lines) {
    parts.push(`${labelOf(texts, line)}${texts.separator}${valueText(texts, language, line.value)}`);
  }
  return parts.join(texts.lineSeparator);
}
