/**
 * Characters no text the product stores may hold, whatever the field:
 * - control characters (C0, DEL, C1) other than tab, line feed and carriage return, which
 *   multi-line texts need. PostgreSQL refuses U+0000 in text outright; the others are invisible
 *   and can hide words from a search, a filter or a reader;
 * - lone UTF-16 surrogates: they cannot be written as UTF-8, so they would be silently turned into
 *   U+FFFD on the way to the database;
 * - noncharacters (U+FFFE, U+FFFF and the like), which Unicode reserves for a program's own use;
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a page that
 *   mixes Arabic and English they can display a name or a link in another order than it is
 *   written ("Trojan Source", CVE-2021-42574). The left-to-right and right-to-left marks
 *   (U+200E, U+200F, U+061C) stay allowed: Arabic writers use them to place a "+" or ".js" right,
 *   and they cannot reorder text.
 */
const FORBIDDEN_CHARACTER =
  /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202A-\u202E\u2066-\u2069]/u;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** A place in a parsed input: object keys and array indexes, as zod reports paths. */
export type InputPath = (string | number)[];

/**
 * The path of every string (and every object key) in `input` that holds a forbidden character.
 * It walks plain objects and arrays with its own stack, so a deeply nested body cannot overflow
 * the call stack; other values (numbers, buffers of uploaded files) are not text and are skipped.
 */
export function findForbiddenText(input: unknown): InputPath[] {
  const found: InputPath[] = [];
  // Each place links to its parent, so a path is built only for what is found.
  const pending: Place[] = [{ value: input }];
  while (pending.length) {
    const place = pending.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      if (hasForbiddenCharacter(value)) found.push(pathOf(place));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, parent: place, segment: index }));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (hasForbiddenCharacter(key)) found.push([...pathOf(place), key]);
        pending.push({ value: item, parent: place, segment: key });
      }
    }
  }
  return found.reverse();
}

interface Place {
  value: unknown;
  parent?: Place;
  segment?: string | number;
}

function pathOf(place: Place): InputPath {
  const path: InputPath = [];
  for (let at: Place | undefined = place; at?.segment !== undefined; at = at.parent) path.push(at.segment);
  return path.reverse();
}

/**
 * An object whose own fields are input: parsed JSON, and the null-prototype objects in which
 * query-string and router libraries hand over their values. Binary data (an uploaded file's
 * buffer) is not text.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !ArrayBuffer.isView(value) &&
    !(value instanceof ArrayBuffer)
  );
}
