import { z } from 'zod';
import { PhoneNumber } from '../accounts';
import { IdParams } from '../common';
import {
  NotificationPage,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsQuery,
  NotificationView,
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

const tags = ['notifications'];

/** A member's notifications (the bell and the profile's list) and their settings per kind and channel. */
export const notificationsApi = {
  list: defineRoute({
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
    method: 'GET',
    path: '/Notifications/Unread',
    tags,
    access: 'member',
    summary: 'How many of the caller’s notifications are unread (the bell)',
    answer: UnreadCount,
    errors: [401],
  }),
  read: defineRoute({
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
    method: 'POST',
    path: '/Notifications/ReadAll',
    tags,
    access: 'member',
    summary: 'Marks every notification of the caller read',
    answer: UnreadCount,
    errors: [401],
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/Notifications/Settings',
    tags,
    access: 'member',
    summary: 'Which kinds of event reach the caller by which channel (site, SMS, e-mail)',
    answer: NotificationSettings,
    errors: [401],
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/Notifications/Settings',
    tags,
    access: 'member',
    summary: 'Turns channels on or off per kind of event; kinds left out keep their setting',
    body: NotificationSettingsBody,
    answer: NotificationSettings,
    errors: [400, 401],
  }),
} as const;

/** The development outboxes: the API serves them only when the configuration enables it (never in production). */
export const devOutboxApi = {
  smsOutbox: defineRoute({
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
    method: 'GET',
    path: '/dev/EmailOutbox',
    tags: ['development'],
    access: 'public',
    summary: 'The latest e-mails to an address (not in production)',
    query: EmailOutboxQuery,
    answer: EmailOutbox,
    errors: [400],
  }),
} as const;
