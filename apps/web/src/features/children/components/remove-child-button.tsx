import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Child } from '@awarequest/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toastSuccess } from '../../../lib/toast';
import { useRemoveChild } from '../api/children-api';

/** Removes a child account after a confirmation whose safe choice (Cancel) has the focus. */
export function RemoveChildButton({ child }: { child: Child }) {
  const { t } = useTranslation('children');
  const [isOpen, dialog] = useDisclosure(false);
  const remove = useRemoveChild();
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('actions.removeNamed', { name: child.name })}
        onClick={dialog.open}
      >
        {t('actions.remove')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        onClose={dialog.close}
        title={t('remove.title')}
        question={t('remove.question', { name: child.name })}
        consequence={t('remove.consequence')}
        cancelLabel={t('actions.cancel')}
        confirmLabel={t('actions.remove')}
        isPending={remove.isPending}
        onConfirm={() => {
          remove.mutate(child.id, {
            onSuccess: (envelope) => {
              toastSuccess(envelope.message ?? t('remove.done'));
              dialog.close();
            },
          });
        }}
      />
    </>
  );
}
