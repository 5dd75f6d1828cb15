import { Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';

interface PasswordFieldsProps {
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'password_confirmation'>;
  errorOf: (field: 'password' | 'password_confirmation') => string | undefined;
}

/** A new password and its confirmation, with the rule as a hint. */
export function PasswordFields({ password, confirmation, errorOf }: PasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack>
      <PasswordField
        label={t('fields.password')}
        description={t('passwordHint')}
        autoComplete="new-password"
        error={errorOf('password')}
        {...password}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        error={errorOf('password_confirmation')}
        {...confirmation}
      />
    </Stack>
  );
}
