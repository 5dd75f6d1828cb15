import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  question: string;
  /** What else happens, in a quieter line under the question. */
  consequence?: string;
  confirmLabel: string;
  cancelLabel: string;
  isPending: boolean;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone; the safe choice (Cancel) has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        <Text>{props.question}</Text>
        {props.consequence && (
          <Text size="sm" c="dimmed">
            {props.consequence}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {props.cancelLabel}
          </Button>
          <Button color="red" loading={props.isPending} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
