import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ColorInput, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EVENT_CATEGORY_ICONS,
  eventCategoryBodySchema,
  type EventCategory,
  type EventCategoryBody,
  type EventCategoryBodyInput,
} from '@awarequest/contracts';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useSaveEventCategory } from '../api/event-categories-api';
import { BilingualInputs } from './bilingual-inputs';
import { EventCategoryIcon } from '../../../components/event-category-icon';
import { FormAlert } from './form-alert';

const FIELDS = ['name', 'description', 'color', 'icon', 'sort_order'] as const;

/** The colour swatches offered next to the free hex input: the brand teal and its companions. */
const SWATCHES = ['#16787F', '#1C7ED6', '#7048E8', '#D6336C', '#E8590C', '#F59F00', '#2F9E44', '#495057'];

function valuesOf(category: EventCategory | undefined, nextOrder: number): EventCategoryBodyInput {
  if (!category)
    return {
      name: { en: '', ar: '' },
      description: { en: '', ar: '' },
      color: '#16787F',
      icon: 'calendar-event',
      sort_order: nextOrder,
    };
  const { name, description, color, icon, sort_order } = category;
  return { name, description, color, icon, sort_order };
}

interface EventCategoryFormProps {
  category?: EventCategory;
  nextOrder: number;
  onDone: () => void;
}

/** Create or edit an event category: names and descriptions in both languages, colour, icon, order. */
export function EventCategoryForm({ category, nextOrder, onDone }: EventCategoryFormProps) {
  const { t } = useTranslation('events-admin');
  const errorWords = useErrorWords();
  const save = useSaveEventCategory();
  const form = useForm<EventCategoryBodyInput, unknown, EventCategoryBody>({
    resolver: zodResolver(eventCategoryBodySchema),
    mode: 'onTouched',
    defaultValues: valuesOf(category, nextOrder),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: category?.id, body },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('done.categorySaved'));
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
        <FormAlert message={errors.root?.server?.message} />
        <BilingualInputs
          label={t('categories.fields.name')}
          registrations={{ en: form.register('name.en'), ar: form.register('name.ar') }}
          errors={{ en: errorWords(errors.name?.en, 'name'), ar: errorWords(errors.name?.ar, 'name') }}
        />
        <BilingualInputs
          label={t('categories.fields.description')}
          isMultiline
          isRequired={false}
          registrations={{ en: form.register('description.en'), ar: form.register('description.ar') }}
          errors={{
            en: errorWords(errors.description?.en, 'description'),
            ar: errorWords(errors.description?.ar, 'description'),
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <ColorInput
                label={t('categories.fields.color')}
                description={t('categories.fields.colorHint')}
                format="hex"
                dir="ltr"
                swatches={SWATCHES}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorWords(errors.color, 'color')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="icon"
            render={({ field }) => (
              <Select
                label={t('categories.fields.icon')}
                data={EVENT_CATEGORY_ICONS.map((icon) => ({
                  value: icon,
                  label: t(`categories.icons.${icon}`),
                }))}
                value={field.value ?? null}
                onChange={(value) => {
                  if (value) field.onChange(value);
                }}
                allowDeselect={false}
                leftSection={<EventCategoryIcon name={field.value ?? 'calendar-event'} size={18} />}
                renderOption={({ option }) => (
                  <Group gap="xs" wrap="nowrap">
                    <EventCategoryIcon name={option.value} size={18} />
                    {option.label}
                  </Group>
                )}
                error={errorWords(errors.icon, 'icon')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="sort_order"
            render={({ field }) => (
              <NumberInput
                label={t('categories.fields.order')}
                description={t('categories.fields.orderHint')}
                min={0}
                max={10_000}
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
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('categories.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('categories.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
