import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminEventListItem } from '@awarequest/contracts';
import { toastSuccess } from '../../../lib/toast';
import { useCancelEvent, useDeleteEvent, useDuplicateEvent, usePublishEvent } from '../api/admin-events-api';
import type { ConfirmRequest } from './confirm-action';

export type EventAction = 'publish' | 'duplicate' | 'cancel' | 'delete';

/** The event an action is about: what the list and the editor both know of it. */
export interface ActionTarget {
  id: string;
  name: string;
  status: AdminEventListItem['status'];
  archived: boolean;
}

/** Which actions an event allows now (docs/product.md §2 /events): drafts are deleted, others archived. */
export function allowedActions(target: ActionTarget): EventAction[] {
  if (target.archived) return ['duplicate'];
  const actions: EventAction[] = [];
  if (target.status === 'draft') actions.push('publish');
  actions.push('duplicate');
  if (target.status === 'scheduled' || target.status === 'running') actions.push('cancel');
  actions.push('delete');
  return actions;
}

/**
 * Publish, duplicate, cancel and delete (or archive), each asked first. `ask` opens the
 * question; the confirmation calls the server and tells the result. A duplicate opens its copy.
 */
export function useEventActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation('events-admin');
  const navigate = useNavigate();
  const publish = usePublishEvent();
  const duplicate = useDuplicateEvent();
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const close = () => {
    setRequest(null);
  };

  const ask = (action: EventAction, target: ActionTarget) => {
    const name = target.name;
    const isDraft = target.status === 'draft';
    switch (action) {
      case 'publish':
        setRequest({
          title: t('confirm.publishTitle'),
          question: t('confirm.publish', { name }),
          note: t('confirm.publishNote'),
          confirmLabel: t('actions.publish'),
          isDanger: false,
          onConfirm: () => {
            publish.mutate(target.id, {
              onSuccess: (envelope) => {
                toastSuccess(envelope.message ?? t('done.published'));
                close();
              },
            });
          },
        });
        return;
      case 'duplicate':
        setRequest({
          title: t('confirm.duplicateTitle'),
          question: t('confirm.duplicate', { name }),
          note: t('confirm.duplicateNote'),
          confirmLabel: t('actions.duplicate'),
          isDanger: false,
          onConfirm: () => {
            duplicate.mutate(target.id, {
              onSuccess: (envelope) => {
                toastSuccess(envelope.message ?? t('done.duplicated'));
                close();
                void navigate(`/admin/events/${envelope.data.id}`);
              },
            });
          },
        });
        return;
      case 'cancel':
        setRequest({
          title: t('confirm.cancelTitle'),
          question: t('confirm.cancel', { name }),
          note: t('confirm.cancelNote'),
          confirmLabel: t('actions.cancel'),
          isDanger: true,
          onConfirm: () => {
            cancel.mutate(target.id, {
              onSuccess: (envelope) => {
                toastSuccess(envelope.message ?? t('done.cancelled'));
                close();
              },
            });
          },
        });
        return;
      case 'delete':
        setRequest({
          title: isDraft ? t('confirm.deleteTitle') : t('confirm.archiveTitle'),
          question: isDraft ? t('confirm.delete', { name }) : t('confirm.archive', { name }),
          note: isDraft ? t('confirm.deleteNote') : t('confirm.archiveNote'),
          confirmLabel: isDraft ? t('actions.delete') : t('actions.archive'),
          isDanger: true,
          onConfirm: () => {
            remove.mutate(target.id, {
              onSuccess: (envelope) => {
                toastSuccess(envelope.message ?? (isDraft ? t('done.deleted') : t('done.archived')));
                close();
                onDeleted?.();
              },
            });
          },
        });
        return;
    }
  };

  const isPending = publish.isPending || duplicate.isPending || cancel.isPending || remove.isPending;
  return { ask, request, close, isPending };
}
