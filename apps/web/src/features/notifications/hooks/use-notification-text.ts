import { useTranslation } from 'react-i18next';
import type { Notification } from '@awarequest/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { notificationView } from '../model/notification-view';

/** A notification's sentence in the current language, and where it leads. */
export function useNotificationText() {
  const { t } = useTranslation('notifications');
  return (notification: Notification) => {
    const view = notificationView(notification, currentLanguage());
    const translated = Object.fromEntries(
      Object.entries(view.translatedValues).map(([name, key]) => [name, t(key)]),
    );
    const count = view.count === undefined ? {} : { count: view.count };
    return { text: t(view.textKey, { ...view.values, ...translated, ...count }), to: view.to };
  };
}
