import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language, Question, QuestionInput } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { ImageFields } from './image-fields';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

const LANGUAGES: Language[] = ['en', 'ar'];

interface ChoiceRowProps {
  form: QuestionForm;
  index: number;
  /** True/false's fixed pair: its words are shown, not edited. */
  fixedText?: { en: string; ar: string } | undefined;
  /** The correct mark (radio or checkbox), an ordering's position, or nothing for a poll. */
  marker: ReactNode;
  /** Move up/down, for an ordering's items. */
  moves?: ReactNode;
  canRemove: boolean;
  onRemove: () => void;
}

/** One choice (or ordering item) in both languages, with an optional picture and its alt text. */
export function ChoiceRow({ form, index, fixedText, marker, moves, canRemove, onRemove }: ChoiceRowProps) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const errors = form.formState.errors.choices?.[index];
  const letter = String(index + 1);
  const address = form.watch(`choices.${index}.image`);
  return (
    <Paper withBorder radius="md" p="xs" data-testid={`choice-${index}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={4} align="center" pt={fixedText ? 4 : 30}>
          {marker}
        </Stack>
        {fixedText ? (
          <Text fw={500} style={{ flex: 1 }}>
            {fixedText.en} · <span lang="ar">{fixedText.ar}</span>
          </Text>
        ) : (
          <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
              {LANGUAGES.map((language) => (
                <TextInput
                  key={language}
                  label={t('question.choiceIn', { n: letter, language: t(`languages.${language}`) })}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  lang={language}
                  withAsterisk
                  error={errorWords(errors?.text?.[language])}
                  {...form.register(`choices.${index}.text.${language}`)}
                />
              ))}
            </SimpleGrid>
            <ImageFields
              label={t('question.choiceImage', { n: letter })}
              address={address}
              onUploaded={(uploaded) => {
                form.setValue(`choices.${index}.image`, uploaded, { shouldDirty: true });
              }}
              image={form.register(`choices.${index}.image`, {
                // A choice without a picture has no address at all: the schema refuses an empty one.
                setValueAs: (value: unknown) => (value === '' ? undefined : value),
              })}
              registerAlt={() => ({
                en: form.register(`choices.${index}.image_alt.en`),
                ar: form.register(`choices.${index}.image_alt.ar`),
              })}
              errors={{
                image: errorWords(errors?.image, 'image'),
                alt: errorWords(errors?.image_alt, 'image_alt'),
                altIn: { en: errorWords(errors?.image_alt?.en), ar: errorWords(errors?.image_alt?.ar) },
              }}
            />
          </Stack>
        )}
        {!fixedText && (
          <Stack gap={2} mt={30} align="center">
            {moves}
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={!canRemove}
              aria-label={t('question.removeChoice', { n: letter })}
              title={t('question.removeChoice', { n: letter })}
              onClick={onRemove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Stack>
        )}
      </Group>
    </Paper>
  );
}
