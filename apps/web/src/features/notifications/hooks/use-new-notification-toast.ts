import { useTranslation } from 'react-i18next';
import type { Notification } from '@awarequest/contracts';
import { showToast } from '../../../lib/toast';
import { useNotificationText } from './use-notification-text';

/**
 * A toast for a notification that just arrived, with the spec's toast settings (2 s): an
 * invitation to a live game cannot wait. The bell's badge keeps it after the toast goes.
 */
export function useNewNotificationToast() {
  const { t } = useTranslation('notifications');
  const textOf = useNotificationText();
  return (notification: Notification) => {
    const { text } = textOf(notification);
    void showToast({ title: t('newToast'), message: text, color: 'blue', withBorder: true });
  };
}
