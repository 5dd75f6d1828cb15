import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size'> {
  label: string;
  icon: ReactNode;
  title: string;
  question: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => Promise<boolean>;
}

/** A button that asks first, in a dialog whose safe choice (Cancel) has the focus. */
export function ConfirmButton({
  label,
  icon,
  title,
  question,
  confirmLabel,
  isPending,
  onConfirm,
  ...buttonProps
}: ConfirmButtonProps) {
  const { t } = useTranslation('live');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button leftSection={icon} onClick={dialog.open} {...buttonProps}>
        {label}
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title={title} centered>
        <Stack>
          <Text>{question}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} data-autofocus>
              {t('host.cancel')}
            </Button>
            <Button
              color="red"
              loading={isPending}
              onClick={() => {
                void onConfirm().then((isDone) => {
                  if (isDone) dialog.close();
                });
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
