import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { emailBodySchema, type EmailBody } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { EmailField } from './email-field';

interface EmailFormProps {
  submitLabel: string;
  isPending: boolean;
  defaultEmail?: string;
  onSubmit: (body: EmailBody) => void;
}

/** The first step of sign-up and of a forgotten password: an email address. */
export function EmailForm({ submitLabel, isPending, defaultEmail, onSubmit }: EmailFormProps) {
  const form = useForm<EmailBody>({
    resolver: zodResolver(emailBodySchema),
    mode: 'all',
    defaultValues: { email: defaultEmail ?? '' },
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const submit = form.handleSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <EmailField registration={form.register('email')} error={errorWords(errors.email, 'email')} />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
