import { z } from 'zod';
import { PhoneNumber } from '../accounts';
import { IdParams } from '../common';
import {
  NotificationPage,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsQuery,
  NotificationView,
  PushTokenBody,
  UnreadCount,
} from '../notifications';
import { defineRoute } from './route';

export const SmsOutboxQuery = z.object({ phone: PhoneNumber });

/** The latest text messages to a phone, newest first. */
export const SmsOutbox = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      phone: z.string(),
      text: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: z.string(),
    }),
  ),
});

export const EmailOutboxQuery = z.object({ to: z.string().trim().toLowerCase().email().max(254) });

/** The latest e-mails to an address, newest first, with both their bodies. */
export const EmailOutbox = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: z.string(),
    }),
  ),
});

export const PushOutboxQuery = z.object({ token: PushTokenBody.shape.token });

/** The latest pushes to a device's token, newest first, as the app would show them. */
export const PushOutbox = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      token: z.string(),
      title: z.string(),
      body: z.string(),
      /** A page of the site, without the language prefix, sent as the push's `link` data. */
      link: z.string().nullable(),
      status: z.enum(['pending', 'sent', 'failed']),
      createdAt: z.string(),
    }),
  ),
});

const tags = ['notifications'];

/** A member's notifications (the bell and the profile's list) and their settings per kind and channel. */
export const notificationsApi = {
  list: defineRoute({
    operationId: 'listNotifications',
    method: 'GET',
    path: '/Notifications',
    tags,
    access: 'member',
    summary: "The caller's notifications, newest first, with how many are unread",
    query: NotificationsQuery,
    answer: NotificationPage,
    errors: [400, 401],
  }),
  unread: defineRoute({
    operationId: 'getUnreadNotificationCount',
    method: 'GET',
    path: '/Notifications/Unread',
    tags,
    access: 'member',
    summary: 'How many of the caller’s notifications are unread (the bell)',
    answer: UnreadCount,
    errors: [401],
  }),
  read: defineRoute({
    operationId: 'markNotificationRead',
    method: 'POST',
    path: '/Notifications/:id/Read',
    tags,
    access: 'member',
    summary: 'Marks one of the caller’s notifications read',
    params: IdParams,
    answer: NotificationView,
    errors: [400, 401, 404],
  }),
  readAll: defineRoute({
    operationId: 'markAllNotificationsRead',
    method: 'POST',
    path: '/Notifications/ReadAll',
    tags,
    access: 'member',
    summary: 'Marks every notification of the caller read',
    answer: UnreadCount,
    errors: [401],
  }),
  settings: defineRoute({
    operationId: 'getNotificationSettings',
    method: 'GET',
    path: '/Notifications/Settings',
    tags,
    access: 'member',
    summary: 'Which kinds of event reach the caller by which channel (site, SMS, e-mail)',
    answer: NotificationSettings,
    errors: [401],
  }),
  saveSettings: defineRoute({
    operationId: 'updateNotificationSettings',
    method: 'PUT',
    path: '/Notifications/Settings',
    tags,
    access: 'member',
    summary: 'Turns channels on or off per kind of event; kinds left out keep their setting',
    body: NotificationSettingsBody,
    answer: NotificationSettings,
    errors: [400, 401],
  }),
  registerPushToken: defineRoute({
    operationId: 'registerPushToken',
    method: 'POST',
    path: '/Notifications/PushToken',
    tags,
    access: 'member',
    summary: "Registers the app's push token for the caller's current session",
    description:
      'The mobile app sends its FCM registration token after each sign-in and whenever FCM gives it a new one. ' +
      'A session has one token (a new one replaces it) and a device one owner: the same token sent from another ' +
      "session or account moves there. The member is then pushed whatever shows in the site's bell (the site " +
      'channel of their notification settings), worded in the language of their last sign-in, with the page it is ' +
      'about as the `link` data. The token is forgotten when the session ends (sign-out, ended from the sessions ' +
      'list, a block, the account deleted) and when FCM says it is no longer registered.',
    body: PushTokenBody,
    status: 204,
    answer: null,
    errors: [400, 401],
  }),
  removePushToken: defineRoute({
    operationId: 'removePushToken',
    method: 'DELETE',
    path: '/Notifications/PushToken',
    tags,
    access: 'member',
    summary: "Stops pushes to the caller's current session",
    description:
      'Forgets the push token of this session (the app turned notifications off); nothing happens when it has none. ' +
      'Signing out does the same by itself.',
    status: 204,
    answer: null,
    errors: [401],
  }),
} as const;

/** The development outboxes: the API serves them only when the configuration enables it (never in production). */
export const devOutboxApi = {
  smsOutbox: defineRoute({
    operationId: 'readDevSmsOutbox',
    method: 'GET',
    path: '/dev/SmsOutbox',
    tags: ['development'],
    access: 'public',
    summary: 'The latest text messages to a phone (not in production)',
    query: SmsOutboxQuery,
    answer: SmsOutbox,
    errors: [400],
  }),
  emailOutbox: defineRoute({
    operationId: 'readDevEmailOutbox',
    method: 'GET',
    path: '/dev/EmailOutbox',
    tags: ['development'],
    access: 'public',
    summary: 'The latest e-mails to an address (not in production)',
    query: EmailOutboxQuery,
    answer: EmailOutbox,
    errors: [400],
  }),
  pushOutbox: defineRoute({
    operationId: 'readDevPushOutbox',
    method: 'GET',
    path: '/dev/PushOutbox',
    tags: ['development'],
    access: 'public',
    summary: "The latest pushes to a device's token (not in production, nor with FCM configured)",
    query: PushOutboxQuery,
    answer: PushOutbox,
    errors: [400],
  }),
} as const;
