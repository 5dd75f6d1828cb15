import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  EVENT_TYPES,
  QUESTION_AUDIENCES,
  TEAM_BY,
  eventBodySchema,
  type AdminEvent,
  type EventBody,
  type EventBodyInput,
  type EventCategoryListItem,
  type EventType,
} from '@awarequest/contracts';
import { applyServerErrors, useErrorWords } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { usePublishEvent, useSaveEvent } from '../api/admin-events-api';
import { usePublishedGames } from '../api/pickers-api';
import { EVENT_FIELDS, eventValues, newEventValues } from '../form-values';
import { AudiencePicker } from './audience-picker';
import { BilingualInputs } from './bilingual-inputs';
import { ConfirmAction, type ConfirmRequest } from './confirm-action';
import { DateTimeField } from './date-time-field';
import { EventFormSection } from './event-form-section';
import { EventRemindersField } from './event-reminders-field';
import { EventSessionsField } from './event-sessions-field';
import { FormAlert } from './form-alert';

interface EventFormProps {
  event?: AdminEvent;
  categories: EventCategoryListItem[];
  /** After a save: the event as the server keeps it. */
  onSaved: (event: AdminEvent) => void;
}

/** The select's value for "each game's own audience" (null in the body). */
const OWN_AUDIENCE = 'own';

const DUE_LABELS: Record<EventType, string> = {
  campaign: 'editor.fields.dueAt',
  challenge: 'editor.fields.dueAtChallenge',
  tournament: 'editor.fields.dueAtTournament',
};

/**
 * The event form (docs/product.md §2 /events): what, when, which games or live sessions, for
 * whom, and the reminders. Checked by the contracts' eventBodySchema before any call; a 422
 * lands on the fields it names, the rest in a toast; nothing typed is lost on an error.
 */
export function EventForm({ event, categories, onSaved }: EventFormProps) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const errorWords = useErrorWords();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const save = useSaveEvent();
  const publish = usePublishEvent();
  const games = usePublishedGames();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const form = useForm<EventBodyInput, unknown, EventBody>({
    resolver: zodResolver(eventBodySchema),
    mode: 'onTouched',
    defaultValues: event ? eventValues(event) : newEventValues(),
  });
  const { errors } = form.formState;
  const eventType = useWatch({ control: form.control, name: 'event_type' });
  const isDraft = !event || event.status === 'draft';
  const isLocked = event?.archived === true || event?.status === 'ended' || event?.status === 'cancelled';
  const known = event?.people ?? [];
  const gameOptions = (games.data ?? []).map((game) => ({
    value: game.id,
    label: game.name[language] || game.name.en,
    type: game.type,
  }));
  // A live session plays a quiz with questions; WebGL and VR games are self-paced only.
  const liveGames = gameOptions.filter((game) => game.type === 'interactive');

  const saveThen = (body: EventBody, after?: (saved: AdminEvent) => void) => {
    save.mutate(
      { id: event?.id, body },
      {
        onSuccess: (envelope) => {
          form.reset(eventValues(envelope.data));
          if (after) after(envelope.data);
          else {
            toastSuccess(envelope.message ?? t('done.saved'));
            onSaved(envelope.data);
          }
        },
        onError: (error) => {
          setConfirm(null);
          applyServerErrors(error, form.setError, EVENT_FIELDS, { isNested: true });
        },
      },
    );
  };

  const onSave = form.handleSubmit((body) => {
    saveThen(body);
  });

  const onPublish = form.handleSubmit((body) => {
    const name = body.title[language] || body.title.en;
    setConfirm({
      title: t('confirm.publishTitle'),
      question: t('confirm.publish', { name }),
      note: t('confirm.publishNote'),
      confirmLabel: t('actions.publish'),
      isDanger: false,
      onConfirm: () => {
        saveThen(body, (saved) => {
          publish.mutate(saved.id, {
            onSuccess: (envelope) => {
              toastSuccess(envelope.message ?? t('done.published'));
              setConfirm(null);
              onSaved(envelope.data);
            },
            onError: () => {
              setConfirm(null);
              onSaved(saved);
            },
          });
        });
      },
    });
  });

  return (
    <form
      onSubmit={(submitEvent) => void onSave(submitEvent)}
      noValidate
      aria-label={event ? t('editor.editTitle') : t('editor.newTitle')}
    >
      <fieldset disabled={isLocked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <FormAlert message={errors.root?.server?.message} />
          <EventFormSection title={t('editor.sections.about')}>
            <Controller
              control={form.control}
              name="event_type"
              render={({ field }) => (
                <Input.Wrapper
                  label={t('editor.fields.type')}
                  error={errorWords(errors.event_type, 'event_type')}
                >
                  <SegmentedControl
                    fullWidth
                    mt={4}
                    orientation={isPhone ? 'vertical' : 'horizontal'}
                    value={field.value}
                    onChange={field.onChange}
                    disabled={isLocked || (event !== undefined && !isDraft)}
                    data={EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                  />
                </Input.Wrapper>
              )}
            />
            <BilingualInputs
              disabled={isLocked}
              label={t('editor.fields.title')}
              registrations={{ en: form.register('title.en'), ar: form.register('title.ar') }}
              errors={{
                en: errorWords(errors.title?.en, 'title'),
                ar: errorWords(errors.title?.ar, 'title'),
              }}
            />
            <BilingualInputs
              disabled={isLocked}
              label={t('editor.fields.description')}
              isMultiline
              isRequired={false}
              registrations={{ en: form.register('description.en'), ar: form.register('description.ar') }}
              errors={{
                en: errorWords(errors.description?.en, 'description'),
                ar: errorWords(errors.description?.ar, 'description'),
              }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={form.control}
                name="category_id"
                render={({ field }) => (
                  <Select
                    label={t('editor.fields.category')}
                    placeholder={t('editor.fields.categoryPlaceholder')}
                    withAsterisk
                    data={categories.map((category) => ({
                      value: category.id,
                      label: category.name[language] || category.name.en,
                    }))}
                    nothingFoundMessage={t('editor.fields.noCategories')}
                    value={field.value || null}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                    }}
                    onBlur={field.onBlur}
                    disabled={isLocked}
                    error={errorWords(errors.category_id, 'category_id')}
                  />
                )}
              />
              <TextInput
                label={t('editor.fields.coverImage')}
                description={t('editor.fields.coverImageHint')}
                type="url"
                dir="ltr"
                disabled={isLocked}
                error={errorWords(errors.cover_image, 'cover_image')}
                {...form.register('cover_image')}
              />
            </SimpleGrid>
          </EventFormSection>

          <EventFormSection title={t('editor.sections.dates')}>
            <Text size="sm" c="dimmed">
              {t('editor.fields.timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: eventType === 'campaign' ? 3 : 2 }} spacing="md">
              <Controller
                control={form.control}
                name="starts_at"
                render={({ field }) => (
                  <DateTimeField
                    disabled={isLocked}
                    label={t('editor.fields.startsAt')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorWords(errors.starts_at, 'starts_at')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="due_at"
                render={({ field }) => (
                  <DateTimeField
                    disabled={isLocked}
                    label={t(DUE_LABELS[eventType])}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorWords(errors.due_at, 'due_at')}
                  />
                )}
              />
              {eventType === 'campaign' && (
                <Controller
                  control={form.control}
                  name="grace_days"
                  render={({ field }) => (
                    <NumberInput
                      label={t('editor.fields.graceDays')}
                      description={t('editor.fields.graceDaysHint')}
                      min={0}
                      max={60}
                      allowDecimal={false}
                      value={typeof field.value === 'number' ? field.value : ''}
                      onChange={(value) => {
                        field.onChange(value === '' ? 0 : Number(value));
                      }}
                      onBlur={field.onBlur}
                      disabled={isLocked}
                      error={errorWords(errors.grace_days, 'grace_days')}
                    />
                  )}
                />
              )}
            </SimpleGrid>
          </EventFormSection>

          {eventType === 'tournament' ? (
            <EventFormSection title={t('editor.sections.sessions')}>
              <EventSessionsField
                control={form.control}
                errors={errors}
                games={liveGames}
                known={known}
                disabled={isLocked}
              />
            </EventFormSection>
          ) : (
            <EventFormSection title={t('editor.sections.games')}>
              <Controller
                control={form.control}
                name="game_ids"
                render={({ field }) => (
                  <MultiSelect
                    label={t('editor.fields.games')}
                    description={t('editor.fields.gamesHint')}
                    placeholder={t('editor.fields.gamesPlaceholder')}
                    withAsterisk
                    data={gameOptions}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    searchable
                    clearable
                    disabled={isLocked}
                    nothingFoundMessage={t('editor.fields.noGames')}
                    error={
                      errorWords(errors.game_ids, 'game_ids') ?? errorWords(errors.game_ids?.root, 'game_ids')
                    }
                  />
                )}
              />
              {eventType === 'challenge' && (
                <Controller
                  control={form.control}
                  name="team_by"
                  render={({ field }) => (
                    <Input.Wrapper
                      label={t('editor.fields.teamBy')}
                      error={errorWords(errors.team_by, 'team_by')}
                    >
                      <SegmentedControl
                        mt={4}
                        value={field.value ?? 'department'}
                        onChange={field.onChange}
                        disabled={isLocked}
                        data={TEAM_BY.map((value) => ({ value, label: t(`editor.teamBy.${value}`) }))}
                      />
                    </Input.Wrapper>
                  )}
                />
              )}
            </EventFormSection>
          )}

          <EventFormSection title={t('editor.sections.audience')}>
            <AudiencePicker
              control={form.control}
              errors={errors.audience}
              known={known}
              disabled={isLocked}
            />
            <Controller
              control={form.control}
              name="question_audience"
              render={({ field }) => (
                <Select
                  label={t('editor.fields.questionAudience')}
                  description={t('editor.fields.questionAudienceHint')}
                  data={[OWN_AUDIENCE, ...QUESTION_AUDIENCES].map((value) => ({
                    value,
                    label: t(`editor.questionAudiences.${value}`),
                  }))}
                  value={field.value ?? OWN_AUDIENCE}
                  onChange={(value) => {
                    field.onChange(QUESTION_AUDIENCES.find((audience) => audience === value) ?? null);
                  }}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  disabled={isLocked}
                  error={errorWords(errors.question_audience, 'question_audience')}
                />
              )}
            />
          </EventFormSection>

          {eventType === 'campaign' && (
            <EventFormSection title={t('editor.sections.reminders')}>
              <EventRemindersField control={form.control} errors={errors} disabled={isLocked} />
            </EventFormSection>
          )}

          {!isLocked && (
            <Group justify="flex-end" gap="sm">
              <Button
                type="submit"
                variant={isDraft ? 'default' : 'filled'}
                loading={save.isPending && confirm === null}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {isDraft ? t('editor.saveDraft') : t('editor.save')}
              </Button>
              {isDraft && (
                <Button leftSection={<IconSend size={18} aria-hidden />} onClick={() => void onPublish()}>
                  {t('editor.publish')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </fieldset>
      <ConfirmAction
        request={confirm}
        isPending={save.isPending || publish.isPending}
        onClose={() => {
          setConfirm(null);
        }}
      />
    </form>
  );
}
