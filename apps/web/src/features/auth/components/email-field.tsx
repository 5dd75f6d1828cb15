import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The email input of the login, sign-up and forgotten-password forms. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      autoComplete="email"
      error={error}
      {...registration}
    />
  );
}
