import { ActionIcon, Button, Card, Group, Input, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVENT_SESSIONS_MAX, type EventBodyInput } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { DateTimeField } from './date-time-field';
import { PersonPicker } from './people-picker';
import type { Person } from './people-options';

interface EventSessionsFieldProps {
  control: Control<EventBodyInput>;
  errors: FieldErrors<EventBodyInput>;
  /** The games a live session can play (published quizzes). */
  games: { value: string; label: string }[];
  known: readonly Person[];
  disabled: boolean;
}

/** A tournament's live sessions: each a game, a start time and a host. */
export function EventSessionsField({ control, errors, games, known, disabled }: EventSessionsFieldProps) {
  const { t } = useTranslation('events-admin');
  const errorWords = useErrorWords();
  const sessions = useFieldArray({ control, name: 'sessions', keyName: 'key' });
  const listError = errorWords(errors.sessions, 'sessions') ?? errorWords(errors.sessions?.root, 'sessions');
  return (
    <Stack gap="sm">
      {sessions.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('sessions.empty')}
        </Text>
      )}
      {sessions.fields.map((session, index) => {
        const sessionErrors = errors.sessions?.[index];
        return (
          <Card
            key={session.key}
            withBorder
            padding="sm"
            radius="md"
            role="group"
            aria-label={t('sessions.title', { n: index + 1 })}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {t('sessions.title', { n: index + 1 })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('sessions.remove', { n: index + 1 })}
                title={t('sessions.remove', { n: index + 1 })}
                onClick={() => {
                  sessions.remove(index);
                }}
                disabled={disabled}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Controller
                control={control}
                name={`sessions.${index}.game_id`}
                render={({ field }) => (
                  <Select
                    label={t('sessions.game')}
                    withAsterisk
                    data={games}
                    searchable
                    value={field.value || null}
                    onChange={(value) => {
                      field.onChange(value ?? '');
                    }}
                    onBlur={field.onBlur}
                    disabled={disabled}
                    error={errorWords(sessionErrors?.game_id, 'game_id')}
                  />
                )}
              />
              <Controller
                control={control}
                name={`sessions.${index}.starts_at`}
                render={({ field }) => (
                  <DateTimeField
                    disabled={disabled}
                    label={t('sessions.startsAt')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errorWords(sessionErrors?.starts_at, 'starts_at')}
                  />
                )}
              />
              <Controller
                control={control}
                name={`sessions.${index}.host_id`}
                render={({ field }) => (
                  <PersonPicker
                    label={t('sessions.host')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    known={known}
                    disabled={disabled}
                    error={errorWords(sessionErrors?.host_id, 'host_id')}
                  />
                )}
              />
            </SimpleGrid>
          </Card>
        );
      })}
      {listError && <Input.Error role="alert">{listError}</Input.Error>}
      <Button
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        disabled={disabled || sessions.fields.length >= EVENT_SESSIONS_MAX}
        onClick={() => {
          sessions.append({ game_id: '', starts_at: '', host_id: '' });
        }}
      >
        {t('sessions.add')}
      </Button>
    </Stack>
  );
}
