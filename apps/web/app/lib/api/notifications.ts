import { type NotificationSetting, notificationsApi } from '@bazar/contracts';
import type { Call } from './call';

/** A member's notifications (the bell and the profile's list) and their settings. */
export function notificationsCalls(call: Call) {
  return {
    notifications: (page: number) => call(notificationsApi.list, { query: { page, pageSize: 20 } }),
    unreadNotifications: () => call(notificationsApi.unread, {}),
    readNotification: (id: number) => call(notificationsApi.read, { params: { id } }),
    readAllNotifications: () => call(notificationsApi.readAll, {}),
    notificationSettings: () => call(notificationsApi.settings, {}),
    saveNotificationSettings: (items: NotificationSetting[]) =>
      call(notificationsApi.saveSettings, { body: { items } }),
  };
}
