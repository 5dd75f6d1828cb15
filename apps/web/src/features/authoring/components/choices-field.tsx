import { Button, Checkbox, Group, Input, Radio, Stack, ThemeIcon } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDERING_ITEMS, type Question, type QuestionInput } from '@awarequest/contracts';
import { useErrorWords } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/number-format';
import { useLanguage } from '../../../lib/use-language';
import { newChoice } from '../form-values';
import { ChoiceRow } from './choice-row';
import { ReorderButtons } from './reorder-buttons';

type QuestionForm = UseFormReturn<QuestionInput, unknown, Question>;

const MAX_CHOICES = 6;
const MIN_CHOICES = 2;

/**
 * The choices, each in both languages, and which are correct: a radio group for single and
 * true/false (one answer), a checkbox group for multiple. True/false has its fixed pair; a poll
 * has no correct choice; an ordering's items are entered in the right order, which is its answer.
 */
export function ChoicesField({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const errorWords = useErrorWords();
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'choices',
    keyName: 'fieldId',
  });
  const kind = form.watch('kind');
  const correct = form.watch('correct');
  const choices = form.watch('choices');
  const isFixed = kind === 'true_false';
  const isMultiple = kind === 'multiple';
  const isOrdering = kind === 'ordering';
  const isPoll = kind === 'poll';
  const { errors } = form.formState;
  const setCorrect = (keys: string[]) => {
    form.setValue('correct', keys, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  // An ordering's answer is its items in the order entered: it follows every add, remove and move.
  const syncOrder = () => {
    if (isOrdering) setCorrect(form.getValues('choices').map((choice) => choice.key));
  };
  const min = isOrdering ? ORDERING_ITEMS.min : MIN_CHOICES;
  const max = isOrdering ? ORDERING_ITEMS.max : MAX_CHOICES;

  const rows = fields.map((field, index) => {
    const key = choices[index]?.key ?? field.key;
    const letter = String(index + 1);
    const marker = isOrdering ? (
      <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
        {formatNumber(index + 1, language)}
      </ThemeIcon>
    ) : isPoll ? null : isMultiple ? (
      <Checkbox value={key} aria-label={t('question.isCorrect', { n: letter })} />
    ) : (
      <Radio value={key} aria-label={t('question.isCorrect', { n: letter })} />
    );
    return (
      <ChoiceRow
        key={field.fieldId}
        form={form}
        index={index}
        fixedText={isFixed ? field.text : undefined}
        marker={marker}
        moves={
          isOrdering && (
            <ReorderButtons
              name={t('question.itemName', { n: letter })}
              index={index}
              count={fields.length}
              onMove={(from, to) => {
                move(from, to);
                syncOrder();
              }}
            />
          )
        }
        canRemove={fields.length > min}
        onRemove={() => {
          if (!isOrdering) setCorrect(correct.filter((item) => item !== key));
          remove(index);
          syncOrder();
        }}
      />
    );
  });

  const hint = isFixed
    ? 'trueFalseHint'
    : isOrdering
      ? 'orderingHint'
      : isPoll
        ? 'pollHint'
        : isMultiple
          ? 'multipleHint'
          : 'singleHint';
  const group = {
    label: t(isOrdering ? 'question.items' : 'question.choices'),
    description: t(`question.${hint}`),
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
      {isOrdering || isPoll ? (
        <Input.Wrapper {...group}>{list}</Input.Wrapper>
      ) : isMultiple ? (
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
            disabled={fields.length >= max}
            onClick={() => {
              const choice = newChoice(choices);
              if (choice) append(choice);
              syncOrder();
            }}
          >
            {t(isOrdering ? 'question.addItem' : 'question.addChoice')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
