import { Switch } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** A yes/no field of the form. */
  name: FieldPathByValue<Values, boolean>;
  label: string;
}

/** A form's yes/no field as a switch (e.g. a connection turned on or off). */
export function SwitchField<Values extends FieldValues>({ control, name, label }: SwitchFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onChange={(event) => {
            field.onChange(event.currentTarget.checked);
          }}
        />
      )}
    />
  );
}
