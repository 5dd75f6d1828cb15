import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The keyword as typed, and as sent: trimmed, once typing pauses for a moment. */
export function useSearch(delay = 300) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), delay);
  return { search, setSearch, query };
}
