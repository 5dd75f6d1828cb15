import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId, type Ref } from 'react';

/**
 * Mantine's PasswordInput, with its error told to assistive technology: Mantine draws the error
 * but leaves the field without `aria-invalid` and without a link to the message.
 */
export function PasswordField({ id, error, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hasError = Boolean(error);
  return (
    <PasswordInput
      {...props}
      id={fieldId}
      error={error}
      aria-invalid={hasError}
      aria-describedby={hasError && typeof error !== 'boolean' ? `${fieldId}-error` : undefined}
    />
  );
}
