import { Badge, Checkbox, Group, Radio, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './choice-option.module.css';

interface ChoiceOptionProps {
  value: string;
  text: string;
  /** The choice's picture (with its alt text), drawn before the words. */
  image?: ReactNode;
  isMultiple: boolean;
  isDisabled: boolean;
  /** After the answer: whether this choice is right, and whether the player chose it. */
  verdict?: { isCorrect: boolean; isChosen: boolean };
  /** The words of another language than the page's (the admin's preview); the page's by default. */
  t?: TFunction<'games'>;
}

/**
 * One choice as the player's screen draws it: a real radio (one answer) or checkbox (several),
 * marked once answered. The quiz and the admin's preview both draw it.
 */
export function ChoiceOption({
  value,
  text,
  image,
  isMultiple,
  isDisabled,
  verdict,
  t: givenT,
}: ChoiceOptionProps) {
  const { t: pageT } = useTranslation('games');
  const t = givenT ?? pageT;
  const state = verdict?.isCorrect ? 'correct' : verdict?.isChosen ? 'wrong' : undefined;
  const label = (
    <Group gap="xs" justify="space-between" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        {image}
        <Text span inherit>
          {text}
        </Text>
      </Group>
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
    inner: classes.inner,
    label: classes.label,
    labelWrapper: classes.labelWrapper,
  };
  return isMultiple ? (
    <Checkbox value={value} label={label} disabled={isDisabled} classNames={classNames} mod={{ state }} />
  ) : (
    <Radio value={value} label={label} disabled={isDisabled} classNames={classNames} mod={{ state }} />
  );
}
