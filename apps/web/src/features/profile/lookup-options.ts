import type { Language, LookupOption } from '@awarequest/contracts';

/**
 * A list's entries as select options in the user's language. A value the profile holds but
 * the list no longer has (an admin removed it) stays visible, under its stored value.
 */
export function lookupSelectData(
  options: LookupOption[] | undefined,
  selected: string[],
  language: Language,
) {
  const data = (options ?? []).map((option) => ({
    value: option.value,
    label: option.name[language] || option.name.en,
  }));
  const known = new Set(data.map((item) => item.value));
  return [
    ...data,
    ...selected.filter((value) => !known.has(value)).map((value) => ({ value, label: value })),
  ];
}

/** The names of stored values, for reading (values no longer listed show as stored). */
export function lookupNames(
  options: LookupOption[] | undefined,
  values: string[],
  language: Language,
): string[] {
  const byValue = new Map(
    (options ?? []).map((option) => [option.value, option.name[language] || option.name.en]),
  );
  return values.map((value) => byValue.get(value) ?? value);
}
