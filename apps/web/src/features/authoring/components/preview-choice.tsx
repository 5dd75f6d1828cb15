import { Badge, Checkbox, Group, Radio, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import classes from './preview-choice.module.css';

interface PreviewChoiceProps {
  value: string;
  text: string;
  isMultiple: boolean;
  isDisabled: boolean;
  /** After the answer: whether this choice is right, and whether it was chosen. */
  verdict?: { isCorrect: boolean; isChosen: boolean };
  /** The player's words, in the preview's language. */
  t: TFunction<'games'>;
}

/** One choice as the player's screen draws it: a real radio or checkbox, marked once answered. */
export function PreviewChoice({ value, text, isMultiple, isDisabled, verdict, t }: PreviewChoiceProps) {
  const state = verdict?.isCorrect ? 'correct' : verdict?.isChosen ? 'wrong' : undefined;
  const label = (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Text span inherit>
        {text}
      </Text>
      {verdict && (verdict.isCorrect || verdict.isChosen) && (
        <Group gap={6}>
          {verdict.isCorrect && (
            <Badge color="green" variant="filled" leftSection={<IconCheck size={14} aria-hidden />}>
              {t('quiz.correctChoice')}
            </Badge>
          )}
          {verdict.isChosen && (
            <Badge
              color={verdict.isCorrect ? 'green' : 'red'}
              variant="light"
              leftSection={verdict.isCorrect ? undefined : <IconX size={14} aria-hidden />}
            >
              {t('quiz.yourChoice')}
            </Badge>
          )}
        </Group>
      )}
    </Group>
  );
  const classNames = {
    root: classes.choice,
    label: classes.label,
    labelWrapper: classes.labelWrapper,
    inner: classes.inner,
  };
  return isMultiple ? (
    <Checkbox value={value} label={label} disabled={isDisabled} classNames={classNames} mod={{ state }} />
  ) : (
    <Radio value={value} label={label} disabled={isDisabled} classNames={classNames} mod={{ state }} />
  );
}
