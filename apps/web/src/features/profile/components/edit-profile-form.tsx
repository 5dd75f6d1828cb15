import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, type Lookups, type User } from '@awarequest/contracts';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { lookupSelectData } from '../lookup-options';
import {
  formValuesOf,
  profileBodyOf,
  profileFormSchema,
  type ProfileForm,
  type ProfileFormInput,
} from '../profile-form';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { useLanguage } from '../../../lib/use-language';

interface EditProfileFormProps {
  user: User;
  lookups: Lookups | undefined;
  onDone: () => void;
}

const FIELDS = [
  'name',
  'phone',
  'gender',
  'height',
  'weight',
  'user_id',
  'date_of_birth',
  'group',
  'company',
  'departments',
  'positions',
  'countries',
] as const;
type TextField = 'name' | 'phone' | 'height' | 'weight' | 'user_id';
type ListField = 'departments' | 'positions' | 'countries';
const LIST_OF = { departments: 'departments', positions: 'positions', countries: 'countries' } as const;

/** The edit-profile form: every rule of docs/product.md §5 checked on change and blur, in both languages. */
export function EditProfileForm({ user, lookups, onDone }: EditProfileFormProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const errorWords = useErrorWords();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({
    // The schema reads typed strings (the form's input) and outputs the API's shape.
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormInput, unknown, ProfileForm>,
    mode: 'all',
    defaultValues: formValuesOf(user),
  });
  const { errors } = form.formState;
  const errorOf = (field: (typeof FIELDS)[number]) => errorWords(errors[field], field);

  const submit = form.handleSubmit((values) => {
    update.mutate(profileBodyOf(values, user), {
      onSuccess: () => {
        toastSuccess(t('toasts.updated'));
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, FIELDS);
        toastError(t('toasts.failed'));
      },
    });
  });

  const textInput = (field: TextField, label: string, props: Record<string, unknown> = {}) => (
    <TextInput label={label} error={errorOf(field)} {...props} {...form.register(field)} />
  );
  const optional = (label: string) => `${label} (${t('fields.optional')})`;
  const listSelect = (field: ListField) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <MultiSelect
          label={optional(t(`fields.${field}`))}
          data={lookupSelectData(lookups?.[LIST_OF[field]], control.value, language)}
          value={control.value}
          onChange={control.onChange}
          onBlur={control.onBlur}
          error={errorOf(field)}
          searchable
          clearable
          nothingFoundMessage={t('edit.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const oneSelect = (field: 'group' | 'company', list: 'groups' | 'companies') => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <Select
          label={optional(t(`fields.${field}`))}
          data={lookupSelectData(lookups?.[list], control.value ? [control.value] : [], language)}
          value={control.value}
          onChange={control.onChange}
          onBlur={control.onBlur}
          error={errorOf(field)}
          searchable
          clearable
          nothingFoundMessage={t('edit.nothingFound')}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('edit.title')}>
      <Stack>
        {textInput('name', t('fields.name'), { autoComplete: 'name', required: true })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textInput('phone', optional(t('fields.phone')), {
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
          })}
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <Select
                label={optional(t('fields.gender'))}
                data={GENDERS.map((gender) => ({ value: gender, label: t(`auth:genders.${gender}`) }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorOf('gender')}
                clearable
              />
            )}
          />
          {textInput('height', optional(t('fields.height')), { inputMode: 'decimal' })}
          {textInput('weight', optional(t('fields.weight')), { inputMode: 'decimal' })}
        </SimpleGrid>
        <DateOfBirthInput control={form.control} isSearchable wrap="nowrap" />
        {textInput('user_id', optional(t('fields.userId')))}
        {listSelect('departments')}
        {listSelect('positions')}
        {listSelect('countries')}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {oneSelect('group', 'groups')}
          {oneSelect('company', 'companies')}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
