import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/form-errors';
import { newPasswordFormSchema, type NewPasswordForm as NewPasswordValues } from '../schemas';
import { PasswordFields } from './password-fields';

interface NewPasswordFormProps {
  isPending: boolean;
  onSubmit: (values: NewPasswordValues) => void;
}

export function NewPasswordForm({ isPending, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'all',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const submit = form.handleSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <PasswordFields
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          errorOf={(field) => errorWords(errors[field], field)}
        />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
