import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Stack } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategorySummary } from '@awarequest/contracts';
import { fieldErrorsOf, useCreateSession } from '../api/create-session';
import {
  bodyOf,
  categoriesFormSchema,
  createFormDefaults,
  gameFormSchema,
  type CreateFormInput,
  type CreateFormValues,
  type CreateSource,
} from '../model/create-form';
import { CategoriesField } from './categories-field';
import { SettingsFields } from './settings-fields';

const FORM_FIELDS = Object.keys(createFormDefaults());
const isFormField = (name: string): name is keyof CreateFormInput => FORM_FIELDS.includes(name);

interface CreateSessionFormProps {
  source: CreateSource;
  /** For a player game: the categories to choose from, and those chosen at first. */
  categories?: CategorySummary[];
  initialCategoryIds?: string[];
}

/** The session's settings (and a player game's categories), then "Host live game". */
export function CreateSessionForm({ source, categories = [], initialCategoryIds }: CreateSessionFormProps) {
  const { t } = useTranslation('live');
  const form = useForm<CreateFormInput, unknown, CreateFormValues>({
    resolver: zodResolver(source.kind === 'game' ? gameFormSchema : categoriesFormSchema),
    mode: 'onTouched',
    defaultValues: createFormDefaults(initialCategoryIds),
  });
  const create = useCreateSession();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    create.mutate(bodyOf(source, values), {
      onError: (error) => {
        // The server's words for a field it refused (e.g. too few questions in the categories).
        Object.entries(fieldErrorsOf(error) ?? {}).forEach(([field, messages]) => {
          const message = messages[0];
          const name = field.replace(/^(settings|source)\./, '');
          if (message && isFormField(name)) form.setError(name, { type: 'server', message });
        });
      },
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        {source.kind === 'categories' && (
          <>
            <CategoriesField categories={categories} control={form.control} errors={errors} />
            <Divider />
          </>
        )}
        <SettingsFields control={form.control} errors={errors} />
        <Button
          type="submit"
          size="lg"
          loading={create.isPending}
          leftSection={<IconPresentation size={20} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
