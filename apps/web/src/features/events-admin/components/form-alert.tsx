import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A server error that names no field of the form (see applyServerErrors). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
