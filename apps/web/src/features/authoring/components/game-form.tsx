import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  gameFieldsSchema,
  type AdminGame,
  type GameFields,
  type GameFieldsInput,
} from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
import { useSaveGame } from '../api/save-game';
import { useKeyFromName } from '../hooks/use-key-from-name';
import { FormErrorAlert } from './form-error-alert';
import { GameCategoriesField } from './game-categories-field';
import { GameRulesFields } from './game-rules-fields';
import { LocalizedFields } from './localized-fields';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';

const FIELDS = [
  'key',
  'categories',
  'name',
  'description',
  'type',
  'difficulty',
  'audience',
  'duration_minutes',
  'pass_score',
  'attempts_allowed',
  'published',
  'url',
] as const;

interface GameFormProps {
  /** The game being edited; a new one is created otherwise. */
  game?: AdminGame;
  defaultValues: GameFieldsInput;
  onSaved: (game: AdminGame) => void;
}

/** A game's own fields in both languages, its rules, categories and the published switch. */
export function GameForm({ game, defaultValues, onSaved }: GameFormProps) {
  const { t } = useTranslation('authoring');
  const form = useForm<GameFieldsInput, unknown, GameFields>({
    resolver: zodResolver(gameFieldsSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const { errors } = form.formState;
  const errorWords = useErrorWords();
  const save = useSaveGame();
  const { setValue } = form;
  const setKey = useCallback(
    (key: string) => {
      setValue('key', key);
    },
    [setValue],
  );
  useKeyFromName({
    isNew: !game,
    name: form.watch('name.en'),
    isKeyTyped: Boolean(form.formState.dirtyFields.key),
    setKey,
  });

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: game?.id, body },
      {
        onSuccess: (envelope) => {
          toastSuccess(envelope.message ?? t('saved'));
          form.reset(body);
          onSaved(envelope.data);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS, { isNested: true });
        },
      },
    );
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="game-form-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2} size="h3" id="game-form-title">
            {t('gameForm.title')}
          </Title>
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
            <GameCategoriesField control={form.control} error={errorWords(errors.categories, 'categories')} />
          </SimpleGrid>
          <GameRulesFields form={form} />
          <Controller
            control={form.control}
            name="published"
            render={({ field }) => (
              <Switch
                label={t('fields.published')}
                description={t('fields.publishedHint')}
                checked={field.value ?? false}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                }}
                onBlur={field.onBlur}
                error={errorWords(errors.published, 'published')}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {game ? t('actions.save') : t('gameForm.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
