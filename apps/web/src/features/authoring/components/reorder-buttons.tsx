import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReorderButtonsProps {
  /** What is moved, for the buttons' names ("Move Phishing up"). */
  name: string;
  index: number;
  count: number;
  isDisabled?: boolean;
  onMove: (from: number, to: number) => void;
}

/** Up and down: the keyboard's way to reorder a list (Tab to a button, Enter or Space). */
export function ReorderButtons({ name, index, count, isDisabled = false, onMove }: ReorderButtonsProps) {
  const { t } = useTranslation('authoring');
  const up = t('actions.moveUp', { name });
  const down = t('actions.moveDown', { name });
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={up}
        title={up}
        disabled={isDisabled || index === 0}
        onClick={() => {
          onMove(index, index - 1);
        }}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={down}
        title={down}
        disabled={isDisabled || index === count - 1}
        onClick={() => {
          onMove(index, index + 1);
        }}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
