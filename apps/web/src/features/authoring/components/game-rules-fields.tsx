import {
  Checkbox,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, GAME_TYPES, type GameFields, type GameFieldsInput } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { AudienceSelect } from './audience-select';

type GameForm = UseFormReturn<GameFieldsInput, unknown, GameFields>;
type NumberField = 'duration_minutes' | 'pass_score';

/** A typed number, or undefined while the field is empty (the schema says what is missing). */
const toNumber = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : undefined;

/** How the game is played: type (and where a VR or WEB-GL game is served), difficulty, time, pass score, attempts, audience. */
export function GameRulesFields({ form }: { form: GameForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const { errors } = form.formState;
  const type = form.watch('type');

  const numberField = (
    name: NumberField,
    label: string,
    bounds: { min: number; max: number },
    suffix?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={bounds.min}
          max={bounds.max}
          allowDecimal={false}
          allowNegative={false}
          suffix={suffix}
          value={field.value}
          onChange={(value) => {
            field.onChange(toNumber(value));
          }}
          onBlur={field.onBlur}
          error={errorWords(errors[name], name)}
        />
      )}
    />
  );

  return (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Input.Wrapper label={t('fields.type')} error={errorWords(errors.type, 'type')}>
            <SegmentedControl
              fullWidth
              mt={4}
              value={field.value}
              onChange={field.onChange}
              data={GAME_TYPES.map((value) => ({ value, label: t(`gameTypes.${value}`) }))}
            />
          </Input.Wrapper>
        )}
      />
      {type !== 'interactive' && (
        <TextInput
          label={t('fields.url')}
          description={t('fields.urlHint')}
          placeholder="/games/inbox-3d/index.html"
          dir="ltr"
          withAsterisk
          error={errorWords(errors.url, 'url')}
          {...form.register('url')}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Controller
          control={form.control}
          name="difficulty"
          render={({ field }) => (
            <Select
              label={t('fields.difficulty')}
              data={DIFFICULTIES.map((value) => ({ value, label: t(`difficulties.${value}`) }))}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value ?? undefined);
              }}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errorWords(errors.difficulty, 'difficulty')}
            />
          )}
        />
        {numberField(
          'duration_minutes',
          t('fields.duration'),
          { min: 1, max: 240 },
          t('fields.minutesSuffix'),
        )}
        {numberField('pass_score', t('fields.passScore'), { min: 0, max: 100 }, '%')}
        <AttemptsField form={form} />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="audience"
        render={({ field }) => (
          <AudienceSelect
            label={t('fields.gameAudience')}
            description={t('fields.gameAudienceHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorWords(errors.audience, 'audience')}
          />
        )}
      />
    </Stack>
  );
}

/** Allowed attempts, or no limit (null). */
function AttemptsField({ form }: { form: GameForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  return (
    <Controller
      control={form.control}
      name="attempts_allowed"
      render={({ field, fieldState }) => {
        const isUnlimited = field.value === null;
        return (
          <Stack gap={6}>
            <NumberInput
              label={t('fields.attempts')}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              disabled={isUnlimited}
              value={field.value ?? ''}
              onChange={(value) => {
                field.onChange(toNumber(value));
              }}
              onBlur={field.onBlur}
              error={errorWords(fieldState.error, 'attempts_allowed')}
            />
            <Checkbox
              label={t('fields.unlimited')}
              checked={isUnlimited}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked ? null : 3);
              }}
            />
          </Stack>
        );
      }}
    />
  );
}
