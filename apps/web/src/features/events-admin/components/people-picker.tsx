import { Loader, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePeopleOptions, type Person } from './people-options';

interface CommonProps {
  label: string;
  error?: string | undefined;
  known?: readonly Person[];
  disabled?: boolean;
}

/** Named people, found by name or e-mail through the admin users search. */
export function PeopleMultiPicker({
  label,
  value,
  onChange,
  error,
  known,
  disabled,
}: CommonProps & { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation('events-admin');
  const options = usePeopleOptions(value, known);
  return (
    <MultiSelect
      label={label}
      placeholder={t('audience.peoplePlaceholder')}
      data={options.data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={options.search}
      onSearchChange={options.setSearch}
      // The server searched already; every option it found is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('audience.noPeople')}
      rightSection={options.isLoading ? <Loader size={14} /> : undefined}
      error={error}
      disabled={disabled}
      clearable
    />
  );
}

/** One person (a live session's host), found by name or e-mail. */
export function PersonPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  known,
  disabled,
}: CommonProps & { value: string; onChange: (id: string) => void; onBlur?: () => void }) {
  const { t } = useTranslation('events-admin');
  const options = usePeopleOptions(value ? [value] : [], known);
  return (
    <Select
      label={label}
      withAsterisk
      placeholder={t('audience.peoplePlaceholder')}
      data={options.data}
      value={value || null}
      onChange={(id) => {
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      searchable
      onSearchChange={options.setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('audience.noPeople')}
      error={error}
      disabled={disabled}
    />
  );
}
