import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginBody } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/field-error-words';
import { EmailField } from './email-field';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { loginFormResolver, type LoginFormInput } from '../login-form-resolver';

export function LoginForm() {
  const { t } = useTranslation(['auth', 'children']);
  // A child account has no email: it signs in with the username its parent chose.
  const [isByUsername, setIsByUsername] = useState(false);
  // loginBodySchema's rules without zod: this form is the first many people use (docs/architecture.md).
  const form = useForm<LoginFormInput, unknown, LoginBody>({
    resolver: loginFormResolver,
    mode: 'all',
    shouldUnregister: true,
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();

  const submit = form.handleSubmit((body) => {
    login.mutate(body, { onSuccess: completeSignIn });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {isByUsername ? (
          <TextInput
            label={t('children:login.username')}
            autoComplete="username"
            dir="ltr"
            error={errorWords(errors.username, 'username')}
            {...form.register('username')}
          />
        ) : (
          <EmailField registration={form.register('email')} error={errorWords(errors.email, 'email')} />
        )}
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorWords(errors.password, 'password')}
          {...form.register('password')}
        />
        <Group justify="space-between" gap="xs">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              form.clearErrors();
              setIsByUsername((value) => !value);
            }}
          >
            {isByUsername ? t('children:login.useEmail') : t('children:login.useUsername')}
          </Anchor>
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
