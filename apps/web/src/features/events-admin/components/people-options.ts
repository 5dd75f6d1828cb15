import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { usePeopleSearch } from '../api/pickers-api';

export interface Person {
  id: string;
  name: string;
}

/**
 * The options of a people picker: what the admin users search finds for the typed text, and
 * the people already picked (their names as found earlier, or as the event named them).
 */
export function usePeopleOptions(selectedIds: readonly string[], known: readonly Person[] = []) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const found = usePeopleSearch(q);
  const names = useRef(new Map<string, string>());
  for (const person of known) names.current.set(person.id, person.name);
  for (const user of found.data ?? []) {
    const email = user.email ? ` (${user.email})` : '';
    names.current.set(user.id, `${user.name}${email}`);
  }
  const ids = [...new Set([...selectedIds, ...(found.data ?? []).map((user) => user.id)])];
  const data = ids.map((id) => ({ value: id, label: names.current.get(id) ?? id }));
  return { data, search, setSearch, isLoading: found.isFetching };
}
