import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuthResult, LoginBody } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/field-error-words';
import { lightUi } from '../../../components/light-ui';
import { login } from '../api/login';
import { loginFormResolver, type LoginFormInput } from '../login-form-resolver';
import classes from './login-screen.module.css';
import { PageLink, type Navigate } from './page-link';
import { PlainField } from './plain-field';
import { PlainPasswordInput } from './plain-password-input';

export interface LoginFormProps {
  /** What a successful POST /login answer does: the SPA routes, the light page loads the SPA. */
  onSignedIn: (result: Partial<AuthResult>) => void;
  navigate?: Navigate;
}

/**
 * The login form, without Mantine, React Router or TanStack Query: the one form of both the SPA's
 * /auth/login route and the login's light page (src/login, docs/architecture.md "First download").
 */
export function LoginForm({ onSignedIn, navigate }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'children']);
  // A child account has no email: it signs in with the username its parent chose.
  const [isByUsername, setIsByUsername] = useState(false);
  const [isPending, setIsPending] = useState(false);
  // loginBodySchema's rules without zod: this form is the first many people use (docs/architecture.md).
  const form = useForm<LoginFormInput, unknown, LoginBody>({
    resolver: loginFormResolver,
    mode: 'all',
    shouldUnregister: true,
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();

  const submit = form.handleSubmit(async (body) => {
    setIsPending(true);
    try {
      onSignedIn(await login(body));
    } catch {
      // The API client has told the person why (a toast, docs/product.md §8).
    } finally {
      setIsPending(false);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={lightUi.stack}>
      {isByUsername ? (
        <PlainField label={t('children:login.username')} error={errorWords(errors.username, 'username')}>
          {(field) => (
            <input
              {...field}
              {...form.register('username')}
              className={lightUi.input}
              autoComplete="username"
              dir="ltr"
            />
          )}
        </PlainField>
      ) : (
        <PlainField label={t('fields.email')} error={errorWords(errors.email, 'email')}>
          {(field) => (
            <input
              {...field}
              {...form.register('email')}
              className={lightUi.input}
              type="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
            />
          )}
        </PlainField>
      )}
      <PlainField label={t('fields.password')} error={errorWords(errors.password, 'password')}>
        {(field) => (
          <PlainPasswordInput {...field} {...form.register('password')} autoComplete="current-password" />
        )}
      </PlainField>
      <div className={classes.links}>
        <button
          type="button"
          className={classes.link}
          onClick={() => {
            form.clearErrors();
            setIsByUsername((value) => !value);
          }}
        >
          {isByUsername ? t('children:login.useEmail') : t('children:login.useUsername')}
        </button>
        <PageLink to="/auth/forget-password" navigate={navigate} className={classes.link}>
          {t('login.forgot')}
        </PageLink>
      </div>
      <button type="submit" className={lightUi.button} disabled={isPending} aria-busy={isPending}>
        {t('login.submit')}
      </button>
    </form>
  );
}
