import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@awarequest/contracts';
import { detailsFormSchema, type DetailsForm as DetailsFormValues, type DetailsFormInput } from '../schemas';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { useErrorWords } from '../../../lib/form-errors';
import { PasswordFields } from './password-fields';

interface DetailsFormProps {
  isPending: boolean;
  onSubmit: (details: DetailsFormValues) => void;
}

const EMPTY: DetailsFormInput = {
  name: '',
  phone: '',
  gender: null,
  date_of_birth: { month: '', day: '', year: '' },
  password: '',
  password_confirmation: '',
};

/** The last sign-up step: name, optional profile fields, and the password. */
export function DetailsForm({ isPending, onSubmit }: DetailsFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<DetailsFormInput, unknown, DetailsFormValues>({
    // The schema reads typed strings (the form's input) and outputs the API's shape.
    resolver: zodResolver(detailsFormSchema) as unknown as Resolver<
      DetailsFormInput,
      unknown,
      DetailsFormValues
    >,
    mode: 'all',
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const errorOf = (field: 'name' | 'phone' | 'gender' | 'password' | 'password_confirmation') =>
    errorWords(errors[field], field);

  const submit = form.handleSubmit(onSubmit);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Divider label={t('details.personalInfo')} labelPosition="left" />
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          error={errorOf('name')}
          {...form.register('name')}
        />
        <TextInput
          label={`${t('fields.phone')} (${t('fields.optional')})`}
          placeholder={t('fields.phonePlaceholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errorOf('phone')}
          {...form.register('phone')}
        />
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <Select
              label={`${t('fields.gender')} (${t('fields.optional')})`}
              data={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf('gender')}
              clearable
            />
          )}
        />
        <DateOfBirthInput control={form.control} />
        <Divider label={t('details.security')} labelPosition="left" mt="sm" />
        <PasswordFields
          password={form.register('password')}
          confirmation={form.register('password_confirmation')}
          errorOf={errorOf}
        />
        <Button type="submit" loading={isPending} fullWidth size="md" mt="sm">
          {t('details.submit')}
        </Button>
      </Stack>
    </form>
  );
}
