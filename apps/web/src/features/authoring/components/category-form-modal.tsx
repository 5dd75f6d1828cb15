import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  categorySchema,
  TOPIC_TIERS,
  type AdminCategory,
  type CategoryInput,
  type CategoryPack,
} from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
import { useSaveCategory } from '../api/save-category';
import { useKeyFromName } from '../hooks/use-key-from-name';
import { CategoryIconField } from './category-icon-field';
import { FormButtons } from '../../../components/form-buttons';
import { FormErrorAlert } from './form-error-alert';
import { LocalizedFields } from './localized-fields';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';

interface CategoryFormModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The category to edit; a new one otherwise, placed at `nextOrder`. */
  category?: AdminCategory;
  nextOrder: number;
}

const FIELDS = ['key', 'name', 'description', 'icon', 'order', 'tier'] as const;

function valuesOf(category: AdminCategory | undefined, nextOrder: number): CategoryInput {
  if (!category) {
    return {
      key: '',
      name: { en: '', ar: '' },
      description: { en: '', ar: '' },
      icon: 'shield-lock',
      order: nextOrder,
      tier: 2,
    };
  }
  const tier = TOPIC_TIERS.find((value) => value === category.tier) ?? 2;
  const { key, name, description, icon, order } = category;
  return { key, name, description, icon, order, tier };
}

/** Create or edit a category: its key, names and descriptions in both languages, icon and tier. */
export function CategoryFormModal({ isOpen, onClose, category, nextOrder }: CategoryFormModalProps) {
  const { t } = useTranslation('authoring');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={category ? t('categoryForm.editTitle') : t('categoryForm.newTitle')}
      size="xl"
      fullScreen={isPhone}
    >
      <CategoryForm category={category} nextOrder={nextOrder} onDone={onClose} />
    </Modal>
  );
}

function CategoryForm({
  category,
  nextOrder,
  onDone,
}: {
  category?: AdminCategory;
  nextOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('authoring');
  const isPhone = useMediaQuery('(max-width: 36em)');
  const form = useForm<CategoryInput, unknown, CategoryPack>({
    resolver: zodResolver(categorySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(category, nextOrder),
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const save = useSaveCategory();
  const { setValue } = form;
  const setKey = useCallback(
    (key: string) => {
      setValue('key', key);
    },
    [setValue],
  );
  useKeyFromName({
    isNew: !category,
    name: form.watch('name.en'),
    isKeyTyped: Boolean(form.formState.dirtyFields.key),
    setKey,
  });

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: category?.id, body },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('saved'));
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS, { isNested: true });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormErrorAlert message={errors.root?.server?.message} />
        <LocalizedFields
          label={t('fields.name')}
          registrations={{ en: form.register('name.en'), ar: form.register('name.ar') }}
          errors={{ en: errorWords(errors.name?.en, 'name'), ar: errorWords(errors.name?.ar, 'name') }}
        />
        <LocalizedFields
          label={t('fields.description')}
          isMultiline
          registrations={{ en: form.register('description.en'), ar: form.register('description.ar') }}
          errors={{
            en: errorWords(errors.description?.en, 'description'),
            ar: errorWords(errors.description?.ar, 'description'),
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('fields.key')}
            description={t('fields.keyHint')}
            dir="ltr"
            withAsterisk
            error={errorWords(errors.key, 'key')}
            {...form.register('key')}
          />
          <CategoryIconField control={form.control} error={errorWords(errors.icon, 'icon')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="tier"
          render={({ field }) => (
            <Input.Wrapper
              label={t('fields.tier')}
              description={t('fields.tierHint')}
              error={errorWords(errors.tier, 'tier')}
            >
              <SegmentedControl
                fullWidth
                // The tiers' names do not fit side by side on a phone.
                orientation={isPhone ? 'vertical' : 'horizontal'}
                mt={4}
                value={String(field.value)}
                onChange={(value) => {
                  field.onChange(Number(value));
                }}
                data={TOPIC_TIERS.map((tier) => ({ value: String(tier), label: t(`tiers.${tier}`) }))}
              />
            </Input.Wrapper>
          )}
        />
        <FormButtons onCancel={onDone} isSaving={save.isPending} />
      </Stack>
    </form>
  );
}
