import { useId, type ReactNode } from 'react';
import { lightUi } from '../../../components/light-ui';

/** What a field's input needs to be named by its label and described by its error. */
export interface FieldInputProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A labelled form field without Mantine: its error is shown under it and told to assistive technology. */
export function PlainField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (input: FieldInputProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={lightUi.field}>
      <label className={lightUi.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <span id={errorId} className={lightUi.error}>
          {error}
        </span>
      )}
    </div>
  );
}
