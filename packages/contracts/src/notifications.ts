import { z } from 'zod';
import { PageQuery, pageOf } from './common';

/** What a buyer is told about: their orders, what they wait for, decisions on their requests, offers. */
export const buyerNotificationKinds = [
  'orderPlaced',
  'orderConfirmed',
  'orderShipped',
  'orderDelivered',
  'orderCancelled',
  'refundDone',
  'latePayment',
  'backInStock',
  'priceDropped',
  'creditDecided',
  'shopDecided',
  'promotions',
] as const;

/** What a seller is told about their shop. */
export const sellerNotificationKinds = [
  'newOrderPart',
  'productApproved',
  'productRejected',
  'lowStock',
] as const;

/**
 * What every member is told and cannot turn off: a legal text changing (PRV-03), on the site and
 * by e-mail (a text message to every member would cost more than it tells).
 */
export const serviceNotificationKinds = ['policyChanged'] as const;

export const notificationKinds = [
  ...buyerNotificationKinds,
  ...sellerNotificationKinds,
  ...serviceNotificationKinds,
] as const;
export const NotificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** Where a notification is delivered: the site's own list (and the bell), a text message, an e-mail. */
export const notificationChannels = ['site', 'sms', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** Offers and legal notices are not texted by default; everything else goes everywhere until turned off. */
export function onByDefault(kind: NotificationKind, channel: NotificationChannel): boolean {
  return !((kind === 'promotions' || kind === 'policyChanged') && channel === 'sms');
}

/** Values a notification's text is made from (an order's number, a product's title, an amount in manat). */
export const NotificationParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof NotificationParams>;

/** One notification in the member's list, worded in the language asked for. */
export const NotificationView = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  title: z.string(),
  text: z.string(),
  /** A page of the site, relative to the language's root (for example /user/profile/my-orders/12). */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

export const NotificationsQuery = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export const NotificationPage = pageOf(NotificationView, { unread: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ unread: z.number().int() });

/** One kind of event with its three channels on or off. */
export const NotificationSetting = z.object({
  kind: NotificationKind,
  site: z.boolean(),
  sms: z.boolean(),
  email: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** The caller's settings: every kind that concerns them (a seller's shop kinds too). */
export const NotificationSettings = z.object({ items: z.array(NotificationSetting) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const NotificationSettingsBody = z.object({
  items: z
    .array(NotificationSetting)
    .min(1)
    .max(notificationKinds.length)
    .refine((items) => new Set(items.map((item) => item.kind)).size === items.length, {
      message: 'validation.invalid',
    }),
});
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

/** The phone's system, as the app registers its push token (both are reached through FCM). */
export const pushPlatforms = ['ios', 'android'] as const;
export const PushPlatform = z.enum(pushPlatforms, { message: 'validation.pushPlatform' });
export type PushPlatform = z.infer<typeof PushPlatform>;

/** FCM's tokens run to a few hundred characters; the bound leaves room for a longer format. */
export const maxPushTokenLength = 4096;

/** The device's push token for the caller's current session: visible ASCII, no spaces. */
export const PushTokenBody = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(maxPushTokenLength, 'validation.tooLong')
      // `*`, not `+`: an empty token is said once, as required.
      .regex(/^[\x21-\x7e]*$/, 'validation.invalid'),
    platform: PushPlatform,
  })
  .strict();
export type PushTokenBody = z.infer<typeof PushTokenBody>;
