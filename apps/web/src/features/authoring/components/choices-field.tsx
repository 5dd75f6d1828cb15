import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language, Question, QuestionInput } from '@awarequest/contracts';
import { newChoice } from '../form-values';
import { useErrorWords } from '../../../lib/form-errors';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

const MAX_CHOICES = 6;
const MIN_CHOICES = 2;
const LANGUAGES: Language[] = ['en', 'ar'];

/**
 * The choices, each in both languages, and which are correct: a radio group for single and
 * true/false (one answer), a checkbox group for multiple. True/false has its fixed pair.
 */
export function ChoicesField({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('authoring');
  const errorWords = useErrorWords();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'choices',
    keyName: 'fieldId',
  });
  const kind = form.watch('kind');
  const correct = form.watch('correct');
  const choices = form.watch('choices');
  const isFixed = kind === 'true_false';
  const isMultiple = kind === 'multiple';
  const { errors } = form.formState;
  const setCorrect = (keys: string[]) => {
    form.setValue('correct', keys, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const rows = fields.map((field, index) => {
    const key = choices[index]?.key ?? field.key;
    const letter = String(index + 1);
    const marker = isMultiple ? (
      <Checkbox value={key} aria-label={t('question.isCorrect', { n: letter })} />
    ) : (
      <Radio value={key} aria-label={t('question.isCorrect', { n: letter })} />
    );
    return (
      <Paper key={field.fieldId} withBorder radius="md" p="xs" data-testid={`choice-${index}`}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Stack gap={4} align="center" pt={isFixed ? 4 : 30}>
            {marker}
          </Stack>
          {isFixed ? (
            <Text fw={500} style={{ flex: 1 }}>
              {field.text.en} · <span lang="ar">{field.text.ar}</span>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} style={{ flex: 1 }}>
              {LANGUAGES.map((language) => (
                <TextInput
                  key={language}
                  label={t('question.choiceIn', { n: letter, language: t(`languages.${language}`) })}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  lang={language}
                  withAsterisk
                  error={errorWords(errors.choices?.[index]?.text?.[language])}
                  {...form.register(`choices.${index}.text.${language}`)}
                />
              ))}
            </SimpleGrid>
          )}
          {!isFixed && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={30}
              disabled={fields.length <= MIN_CHOICES}
              aria-label={t('question.removeChoice', { n: letter })}
              title={t('question.removeChoice', { n: letter })}
              onClick={() => {
                setCorrect(correct.filter((item) => item !== key));
                remove(index);
              }}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Paper>
    );
  });

  const group = {
    label: t('question.choices'),
    description: isFixed
      ? t('question.trueFalseHint')
      : isMultiple
        ? t('question.multipleHint')
        : t('question.singleHint'),
    error: errorWords(errors.choices, 'choices') ?? errorWords(errors.correct, 'correct'),
    withAsterisk: true,
  };
  const list = (
    <Stack gap="xs" mt="xs">
      {rows}
    </Stack>
  );
  return (
    <Stack gap="xs">
      {isMultiple ? (
        <Checkbox.Group value={correct} onChange={setCorrect} {...group}>
          {list}
        </Checkbox.Group>
      ) : (
        <Radio.Group
          value={correct[0] ?? null}
          onChange={(value) => {
            setCorrect([value]);
          }}
          {...group}
        >
          {list}
        </Radio.Group>
      )}
      {!isFixed && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={fields.length >= MAX_CHOICES}
            onClick={() => {
              const choice = newChoice(choices);
              if (choice) append(choice);
            }}
          >
            {t('question.addChoice')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
