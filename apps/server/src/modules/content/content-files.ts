import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentPackSchema,
  fieldOfPath,
  formatRuleMessage,
  type ContentPack,
  type Language,
} from '@awarequest/contracts';

/** Per-location messages: "01-phishing.json › games.0.questions.3.text.ar" → ["Question text is required"]. */
export type ContentErrors = Record<string, string[]>;

export type ParsedPack = { ok: true; pack: ContentPack } | { ok: false; errors: ContentErrors };

/** Checks a pack against the schema; errors name the path and the rule, in the given language. */
export function parsePack(input: unknown, language: Language = 'en', prefix = ''): ParsedPack {
  const result = contentPackSchema.safeParse(input);
  if (result.success) return { ok: true, pack: result.data };
  const errors: ContentErrors = {};
  for (const issue of result.error.issues) {
    const location = prefix + (issue.path.length ? issue.path.join('.') : 'file');
    const field = fieldOfPath(issue.path.map((segment) => (typeof segment === 'symbol' ? '' : segment)));
    (errors[location] ??= []).push(formatRuleMessage(issue.message, field, language));
  }
  return { ok: false, errors };
}

/** Every `*.json` pack under a directory (sorted by name), merged into one. */
export async function readContentDir(dir: string, language: Language = 'en'): Promise<ParsedPack> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.json')).sort();
  const merged: ContentPack = { version: 1, categories: [], games: [] };
  const errors: ContentErrors = {};
  for (const file of files) {
    const parsed = await readContentFile(path.join(dir, file), language, `${file} › `);
    if (!parsed.ok) Object.assign(errors, parsed.errors);
    else {
      merged.categories.push(...parsed.pack.categories);
      merged.games.push(...parsed.pack.games);
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return parsePack(merged, language);
}

export async function readContentFile(
  file: string,
  language: Language = 'en',
  prefix = '',
): Promise<ParsedPack> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { ok: false, errors: { [`${prefix}file`]: [(error as Error).message] } };
  }
  return parsePack(json, language, prefix);
}
