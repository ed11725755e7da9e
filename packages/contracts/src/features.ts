import { z } from 'zod';

/**
 * What the marketplace can do now, as the running configuration decides. Pages show an entry
 * only while its feature is on, and texts shoppers read name only features that are on (the
 * API's content-claims test holds every page and message to this). The work that builds a
 * feature turns it on where the API decides (apps/api/src/features.ts) and restores its texts.
 */
export const Features = z.object({
  cashOnDelivery: z.boolean(),
  /** A bank's card page is plugged in (PaymentGateway). */
  cardPayments: z.boolean(),
  walletPayments: z.boolean(),
  /** Paying a product in monthly instalments through a bank. */
  instalments: z.boolean(),
  /** Applying for a consumer loan. */
  credit: z.boolean(),
  giftCards: z.boolean(),
  /** Order and account messages by e-mail. */
  emailNotifications: z.boolean(),
  /** An SMS at each move of an order's status (placing an order is always texted). */
  orderStatusSms: z.boolean(),
  /** Downloading one's own data (profile, addresses, orders) from the profile. */
  dataExport: z.boolean(),
});
export type Features = z.infer<typeof Features>;
