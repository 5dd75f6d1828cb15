import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProps {
  /** What is deleted, for the button's name and the question. */
  name: string;
  /** What else happens, e.g. "Its games stay; those in no other category are unpublished." */
  consequence?: string;
  isPending: boolean;
  onConfirm: (close: () => void) => void;
}

/** A delete button that asks first, in a dialog whose safe choice (Cancel) has the focus. */
export function ConfirmDelete({ name, consequence, isPending, onConfirm }: ConfirmDeleteProps) {
  const { t } = useTranslation('authoring');
  const [isOpen, dialog] = useDisclosure(false);
  const label = t('actions.deleteItem', { name });
  return (
    <>
      <ActionIcon variant="subtle" color="red" aria-label={label} title={label} onClick={dialog.open}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={isOpen} onClose={dialog.close} title={t('confirmDelete.title')} centered>
        <Stack>
          <Text>{t('confirmDelete.question', { name })}</Text>
          {consequence && (
            <Text size="sm" c="dimmed">
              {consequence}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close} data-autofocus>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={isPending}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                onConfirm(dialog.close);
              }}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
