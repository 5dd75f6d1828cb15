import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  lookupBodySchema,
  type AdminLookup,
  type LookupBody,
  type LookupBodyInput,
  type LookupKind,
} from '@awarequest/contracts';
import { FormButtons } from '../../../components/form-buttons';
import { toastError, toastSuccess } from '../../../lib/toast';
import { useSaveLookup } from '../api/save-lookup';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';

interface LookupFormModalProps {
  list: LookupKind;
  /** The entry to edit; a new one otherwise, placed at `nextOrder`. */
  entry?: AdminLookup;
  nextOrder: number;
  onClose: () => void;
}

/** Add or edit one entry of a profile list: its stored value and its names in both languages. */
export function LookupFormModal({ list, entry, nextOrder, onClose }: LookupFormModalProps) {
  const { t } = useTranslation('profile');
  const errorWords = useErrorWords();
  const save = useSaveLookup();
  const form = useForm<LookupBodyInput, unknown, LookupBody>({
    resolver: zodResolver(lookupBodySchema),
    mode: 'onTouched',
    defaultValues: entry
      ? { list, value: entry.value, name: entry.name, sort_order: entry.sort_order }
      : { list, value: '', name: { en: '', ar: '' }, sort_order: nextOrder },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: entry?.id, body },
      {
        onSuccess: () => {
          toastSuccess(t('admin.saved'));
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ['value', 'name', 'sort_order']);
          toastError(t('toasts.failed'));
        },
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title={entry ? t('admin.edit') : t('admin.add')} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('admin.nameEn')}
            dir="ltr"
            error={errorWords(errors.name?.en, 'name')}
            {...form.register('name.en', {
              onChange: (event: { target: { value: string } }) => {
                // A new entry's stored value follows its English name until typed itself.
                if (!entry && !form.getFieldState('value').isDirty) {
                  form.setValue('value', event.target.value);
                }
              },
            })}
          />
          <TextInput
            label={t('admin.nameAr')}
            dir="rtl"
            error={errorWords(errors.name?.ar, 'name')}
            {...form.register('name.ar')}
          />
          <TextInput
            label={t('admin.value')}
            description={t('admin.valueHint')}
            dir="ltr"
            error={errorWords(errors.value, 'value')}
            {...form.register('value')}
          />
          <Controller
            control={form.control}
            name="sort_order"
            render={({ field }) => (
              <NumberInput
                label={t('admin.order')}
                min={0}
                allowDecimal={false}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(value) => {
                  field.onChange(value === '' ? undefined : Number(value));
                }}
                onBlur={field.onBlur}
                error={errorWords(errors.sort_order, 'sort_order')}
              />
            )}
          />
          <FormButtons onCancel={onClose} isSaving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
