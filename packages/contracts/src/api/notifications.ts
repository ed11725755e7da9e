import { z } from 'zod';
import { PhoneNumber } from '../accounts';
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

/** The development SMS outbox: the API serves it only when the configuration enables it (never in production). */
export const notificationsApi = {
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
} as const;
