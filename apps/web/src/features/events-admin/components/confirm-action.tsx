import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  question: string;
  note: string;
  confirmLabel: string;
  isDanger: boolean;
  onConfirm: () => void;
}

interface ConfirmActionProps {
  request: ConfirmRequest | null;
  isPending: boolean;
  onClose: () => void;
}

/**
 * Asks before an action on an event or a category. The safe choice (keep) has the focus, so
 * Enter or Escape never changes anything by accident.
 */
export function ConfirmAction({ request, isPending, onClose }: ConfirmActionProps) {
  const { t } = useTranslation('events-admin');
  return (
    <Modal opened={request !== null} onClose={onClose} title={request?.title} centered>
      {request && (
        <Stack>
          <Text>{request.question}</Text>
          <Text size="sm" c="dimmed">
            {request.note}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('actions.keep')}
            </Button>
            <Button
              color={request.isDanger ? 'red' : undefined}
              loading={isPending}
              onClick={request.onConfirm}
            >
              {request.confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
