import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

interface ConfirmDeleteDialogProps {
  /**
   * The admin list's catalog, with its texts `admin.delete` (the title and button),
   * `admin.deleteConfirm` (the question, with `name`), `admin.cancel` and `admin.deleted` (the toast).
   */
  namespace: 'sso' | 'profile';
  /** The entry asked about; null while the dialog is closed. */
  target: { id: string; name: string } | null;
  onClose: () => void;
  /** The list's delete mutation, given the entry's id. */
  remove: { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };
}

/** Asks before deleting an entry of an admin list; deletes it, says so and closes. */
export function ConfirmDeleteDialog({ namespace, target, onClose, remove }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation(namespace);
  return (
    <ConfirmDialog
      opened={target !== null}
      onClose={onClose}
      title={t('admin.delete')}
      question={t('admin.deleteConfirm', { name: target?.name ?? '' })}
      confirmLabel={t('admin.delete')}
      cancelLabel={t('admin.cancel')}
      isPending={remove.isPending}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            toastSuccess(t('admin.deleted'));
            onClose();
          },
        });
      }}
    />
  );
}
