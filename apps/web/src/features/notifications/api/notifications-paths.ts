import { paths } from '@awarequest/contracts';

/** The notifications' REST paths with their ids filled in. */
export const notificationsPaths = {
  list: paths.notifications,
  read: (id: string) => paths.notificationRead.replace(':id', id),
  readAll: paths.notificationsReadAll,
  invitees: (pin: string) => paths.liveSessionInvitees.replace(':pin', pin),
  invitations: (pin: string) => paths.liveSessionInvitations.replace(':pin', pin),
} as const;
