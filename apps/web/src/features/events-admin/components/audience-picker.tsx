import { Button, Card, Input, MultiSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AudienceInput, EventBodyInput, LookupOption } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/use-language';
import { useAudiencePreview } from '../api/admin-events-api';
import { useAudienceLookups } from '../api/pickers-api';
import { AudiencePreviewCard } from './audience-preview-card';
import { PeopleMultiPicker } from './people-picker';
import type { Person } from './people-options';

const LISTS = ['companies', 'departments', 'groups', 'positions', 'countries'] as const;

interface AudiencePickerProps {
  control: Control<EventBodyInput>;
  errors: FieldErrors<EventBodyInput>['audience'];
  known: readonly Person[];
  disabled: boolean;
}

/**
 * Who the event is for: everyone, or the union of companies, departments, groups, positions,
 * countries (from GET /lookups) and named people; "Preview audience" counts them now.
 */
export function AudiencePicker({ control, errors, known, disabled }: AudiencePickerProps) {
  const { t } = useTranslation('events-admin');
  const language = useLanguage();
  const errorWords = useErrorWords();
  const lookups = useAudienceLookups();
  const audience = useWatch({ control, name: 'audience' });
  const preview = useAudiencePreview();
  const [previewed, setPreviewed] = useState<string | null>(null);
  const errorId = useId();
  const audienceError = errorWords(errors, 'audience');
  const isEveryone = audience.everyone === true;
  const optionsOf = (list: readonly LookupOption[] | undefined) =>
    (list ?? []).map((option) => ({ value: option.value, label: option.name[language] || option.name.en }));

  const runPreview = (current: AudienceInput) => {
    const snapshot = JSON.stringify(current);
    preview.mutate(current, {
      onSuccess: () => {
        setPreviewed(snapshot);
      },
    });
  };

  return (
    <Stack gap="md" aria-describedby={audienceError ? errorId : undefined}>
      <Controller
        control={control}
        name="audience.everyone"
        render={({ field }) => (
          <Switch
            label={t('audience.everyone')}
            description={t('audience.everyoneHint')}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.currentTarget.checked);
            }}
            disabled={disabled}
          />
        )}
      />
      {!isEveryone && (
        <>
          <Text size="sm" c="dimmed">
            {t('audience.union')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {LISTS.map((list) => (
              <Controller
                key={list}
                control={control}
                name={`audience.${list}`}
                render={({ field }) => (
                  <MultiSelect
                    label={t(`audience.${list}`)}
                    placeholder={t('audience.pick')}
                    data={optionsOf(lookups.data?.[list])}
                    value={field.value ?? []}
                    onChange={field.onChange}
                    searchable
                    clearable
                    disabled={disabled}
                    error={errorWords(errors?.[list], list)}
                  />
                )}
              />
            ))}
            <Controller
              control={control}
              name="audience.user_ids"
              render={({ field }) => (
                <PeopleMultiPicker
                  label={t('audience.people')}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  known={known}
                  disabled={disabled}
                  error={errorWords(errors?.user_ids, 'user_ids')}
                />
              )}
            />
          </SimpleGrid>
        </>
      )}
      {audienceError && (
        <Input.Error id={errorId} role="alert">
          {audienceError}
        </Input.Error>
      )}
      <Card withBorder padding="sm" radius="md">
        <Stack gap="sm">
          <Button
            variant="light"
            leftSection={<IconUsersGroup size={18} aria-hidden />}
            loading={preview.isPending}
            onClick={() => {
              runPreview(audience);
            }}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('audience.preview')}
          </Button>
          {preview.data && (
            <AudiencePreviewCard preview={preview.data} isStale={previewed !== JSON.stringify(audience)} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
