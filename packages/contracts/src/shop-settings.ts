import { z } from 'zod';
import { EmailAddress, PhoneNumber, ShopSite } from './accounts';
import { CheckoutPhone } from './checkout';
import { requiredText } from './common';

/**
 * The seller cabinet's settings contracts: seller information (SEL-07) and shop settings with the
 * shop's addresses (SEL-08). Each field carries the message key shown beside it.
 */

/** An empty optional field arrives as "" from a form and as null or absent from the API: all mean none. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** A checkbox from a form ("on") or a boolean from the API. */
const flag = z.preprocess((value) => value === true || value === 'true' || value === 'on', z.boolean());

/**
 * pending: registered, waiting for an operator; documents: the operator asked for documents;
 * approved: selling; rejected: refused; suspended: stopped by an operator, its products hidden.
 */
export const shopStatuses = ['pending', 'documents', 'approved', 'rejected', 'suspended'] as const;
export const ShopStatus = z.enum(shopStatuses);
export type ShopStatus = z.infer<typeof ShopStatus>;

/**
 * The shop's page name, which is also its subdomain (`{slug}.bazar.az`): 3-40 lower-case latin
 * letters, digits and hyphens, not starting or ending with a hyphen. Capitals are taken as lower case.
 */
export const ShopSubdomain = z
  .string({ message: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required', abort: true })
  .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, 'validation.subdomainFormat');

/** VÖEN, the Azerbaijani taxpayer number: exactly 10 digits. */
export const TaxId = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .regex(/^\d{10}$/, 'validation.taxIdFormat');

/** `GET Shop/SellerInfo`: the seller's own details and where their shop stands. */
export const SellerInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  shopName: z.string(),
  shopSlug: z.string(),
  shopStatus: ShopStatus,
  /** The operator's words with the last status decision (why refused, which documents, why suspended). */
  statusNote: z.string().nullable(),
});
export type SellerInfo = z.infer<typeof SellerInfo>;

/** `PUT Shop/SellerInfo`: the seller's name, surname, phone and email (the rest of the profile stays). */
export const SellerInfoBody = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    phone: PhoneNumber,
    email: EmailAddress,
  })
  .strict();
export type SellerInfoBody = z.infer<typeof SellerInfoBody>;

/** `GET Shop/Settings`. Logo and banner are addresses of the pictures, null until uploaded. */
export const ShopSettings = z.object({
  id: z.number().int(),
  status: ShopStatus,
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  site: z.string().nullable(),
  /** As the seller wrote it; buyers read the same text in every language. */
  description: z.string(),
  taxId: z.string().nullable(),
  coordinatorName: z.string().nullable(),
  coordinatorPhone: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
});
export type ShopSettings = z.infer<typeof ShopSettings>;

/** `PUT Shop/Settings`: the shop, its legal details and its coordinator, saved together. */
export const ShopSettingsBody = z
  .object({
    name: requiredText(120),
    slug: ShopSubdomain,
    city: requiredText(100),
    site: optional(ShopSite),
    description: z.string().trim().max(2000, 'validation.tooLong').default(''),
    taxId: TaxId,
    coordinatorName: requiredText(100),
    coordinatorPhone: PhoneNumber,
  })
  .strict();
export type ShopSettingsBody = z.infer<typeof ShopSettingsBody>;

/** One of the shop's addresses (warehouse, pick-up point, office); one of them takes returns. */
export const ShopAddress = z.object({
  id: z.number().int(),
  city: z.string(),
  addressText: z.string(),
  phone: z.string().nullable(),
  forReturns: z.boolean(),
});
export type ShopAddress = z.infer<typeof ShopAddress>;

/** `POST Shop/Addresses`, `PUT Shop/Addresses/{id}`. */
export const ShopAddressBody = z
  .object({
    city: requiredText(100),
    addressText: requiredText(300),
    phone: optional(CheckoutPhone),
    forReturns: flag.default(false),
  })
  .strict();
export type ShopAddressBody = z.infer<typeof ShopAddressBody>;
