import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/** A keyword box; the caller debounces what it sends to the server. */
export function SearchBox({ value, onChange, label }: SearchBoxProps) {
  return (
    <TextInput
      type="search"
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value);
      }}
      leftSection={<IconSearch size={18} aria-hidden />}
      aria-label={label}
      placeholder={label}
      maw={480}
      w="100%"
    />
  );
}
