import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailBodySchema, type EmailBody } from '@awarequest/contracts';
import { useFieldError } from '../../../lib/form-errors';

interface EmailFormProps {
  submitLabel: string;
  isPending: boolean;
  defaultEmail?: string;
  onSubmit: (body: EmailBody) => void;
}

/** The first step of sign-up and of a forgotten password: an email address. */
export function EmailForm({ submitLabel, isPending, defaultEmail, onSubmit }: EmailFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<EmailBody>({
    resolver: zodResolver(emailBodySchema),
    mode: 'all',
    defaultValues: { email: defaultEmail ?? '' },
  });
  const fieldError = useFieldError(form.formState.errors);
  const submit = form.handleSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
