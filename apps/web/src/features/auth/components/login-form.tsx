import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginBodySchema, type LoginBody } from '@awarequest/contracts';
import { useFieldError } from '../../../lib/form-errors';
import { EmailField } from './email-field';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const form = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), mode: 'all' });
  const fieldError = useFieldError(form.formState.errors);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();

  const submit = form.handleSubmit((body) => {
    login.mutate(body, { onSuccess: completeSignIn });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <EmailField registration={form.register('email')} error={fieldError('email')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          error={fieldError('password')}
          {...form.register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/forget-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
