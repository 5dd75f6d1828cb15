import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/form-errors';
import { codeFormSchema, type CodeForm as CodeFormValues } from '../schemas';

interface CodeFormProps {
  isPending: boolean;
  onSubmit: (code: string) => void;
}

/** The 6-digit mailed code; Arabic-Indic digits are accepted. */
export function CodeForm({ isPending, onSubmit }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<CodeFormValues, unknown, { code: string }>({
    resolver: zodResolver(codeFormSchema),
    mode: 'all',
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const submit = form.handleSubmit(({ code }) => {
    onSubmit(code);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <TextInput
          label={t('fields.code')}
          placeholder="000000"
          inputMode="numeric"
          autoComplete="one-time-code"
          size="lg"
          styles={{ input: { letterSpacing: '0.4em', textAlign: 'center' } }}
          error={errorWords(errors.code, 'code')}
          {...form.register('code')}
        />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {t('checkCode.submit')}
        </Button>
      </Stack>
    </form>
  );
}
