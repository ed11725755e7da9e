import { z } from 'zod';
import { ResetCode } from './accounts';
import { Azn } from './common';
import { PageSlug } from './content';

/**
 * The privacy contracts (spec PRV-01..05): a person's copy of their data, restricting its use,
 * deleting the account, and the consents they gave (cookies and trackers, the legal texts).
 */

/** A copy of everything Bazar holds about the caller: made by a job, kept for `exportDays` days. */
export const DataExportView = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** After this the files are removed; null while the copy is being made. */
  expiresAt: z.string().nullable(),
});
export type DataExportView = z.infer<typeof DataExportView>;

export const DataExportList = z.object({ items: z.array(DataExportView) });
export type DataExportList = z.infer<typeof DataExportList>;

/** How long a prepared copy can be downloaded. */
export const exportDays = 7;

/** Below this age a parent's consent is needed to keep more than an order needs (PRV-02). */
export const childAge = 13;

/** The latest birthday (yyyy-MM-dd) of someone who is no longer a child on `day` (a Baku day). */
export function childBornAfter(day: string): string {
  return `${String(Number(day.slice(0, 4)) - childAge).padStart(4, '0')}${day.slice(4)}`;
}

/** Whether a birthday (yyyy-MM-dd) makes its person a child on `day`: the one rule, API and web. */
export function isChildOn(birthday: string | null, day: string): boolean {
  return birthday !== null && birthday > childBornAfter(day);
}

/** Days between deleting an account and erasing what it left (open deliveries, returns, refunds). */
export const purgeAfterDays = 30;

/** Where the caller stands: processing restricted or not, and what deleting the account would leave. */
export const PrivacyState = z.object({
  /** Processing restricted: no offers, no analytics; orders still work. */
  restricted: z.boolean(),
  /** Orders of the caller not yet delivered, cancelled or returned. */
  openOrders: z.number().int(),
  /** The caller's wallet balance in manat: lost when the account is deleted. */
  walletBalance: Azn,
  /** Sellers close their account through the back office: their shop has orders and money. */
  canDeleteSelf: z.boolean(),
  /** A password can confirm the deletion; without one (a social sign-in) an SMS code must. */
  hasPassword: z.boolean(),
});
export type PrivacyState = z.infer<typeof PrivacyState>;

export const RestrictBody = z.object({ restricted: z.boolean({ message: 'validation.invalid' }) }).strict();
export type RestrictBody = z.infer<typeof RestrictBody>;

/** `DELETE user`: confirmed by the password, or by a code texted to the account's phone. */
export const DeleteAccountBody = z
  .object({
    password: z.string().min(1, 'validation.required').max(128, 'validation.tooLong').optional(),
    code: ResetCode.optional(),
  })
  .strict()
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: 'privacy.passwordOrCode',
    path: ['password'],
  });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** What the cookie banner asks: anything beyond what the site needs to work is off until chosen. */
export const consentPurposes = ['analytics', 'marketing', 'maps'] as const;
export const ConsentPurpose = z.enum(consentPurposes);
export type ConsentPurpose = z.infer<typeof ConsentPurpose>;

/** The banner's wording version: a new wording asks everyone again. */
export const consentBannerVersion = 1;

/** A guest's consents are recorded under a random id kept in their browser. */
export const VisitorId = z.string().uuid('validation.invalid');

export const ConsentChoices = z
  .object({
    analytics: z.boolean(),
    marketing: z.boolean(),
    maps: z.boolean(),
  })
  .partial()
  .strict();
export type ConsentChoices = z.infer<typeof ConsentChoices>;

/** `POST Privacy/Consents`: choices from the banner or the maps button, and legal texts accepted. */
export const ConsentsBody = z
  .object({
    visitorId: VisitorId.optional(),
    choices: ConsentChoices.optional(),
    /** Versions of legal texts the member accepts (the notice of a change, registration). */
    accept: z
      .array(z.object({ document: PageSlug, version: z.number().int().min(1) }).strict())
      .max(3)
      .optional(),
  })
  .strict()
  .refine((body) => body.choices !== undefined || (body.accept?.length ?? 0) > 0, {
    message: 'validation.required',
    path: ['choices'],
  });
export type ConsentsBody = z.infer<typeof ConsentsBody>;

export const ConsentsQuery = z.object({ visitorId: VisitorId.optional() });

/** The browser's visitor id whose choices a member who just signed in takes over. */
export const AdoptConsentsBody = z.object({ visitorId: VisitorId }).strict();
export type AdoptConsentsBody = z.infer<typeof AdoptConsentsBody>;

/** The legal texts a member accepts (registration, notices of a change); the GDPR page only informs. */
export const acceptedDocuments = ['buyer-agreement', 'privacy-policy'] as const;

/** A legal text as it concerns the caller: the version accepted, the one in force, the next one. */
export const LegalDocumentState = z.object({
  document: PageSlug,
  acceptedVersion: z.number().int().nullable(),
  inForce: z.object({ version: z.number().int(), effectiveAt: z.string() }).nullable(),
  /** Published with a later date: announced until it takes effect. */
  upcoming: z.object({ version: z.number().int(), effectiveAt: z.string() }).nullable(),
});
export type LegalDocumentState = z.infer<typeof LegalDocumentState>;

/** `GET Privacy/Consents`: each purpose's latest choice (null: never asked) and the legal texts. */
export const ConsentsView = z.object({
  bannerVersion: z.number().int(),
  choices: z.object({
    analytics: z.boolean().nullable(),
    marketing: z.boolean().nullable(),
    maps: z.boolean().nullable(),
  }),
  /** The version of the banner the choices were made on; null when never asked. */
  choicesVersion: z.number().int().nullable(),
  /** For members only; empty for guests. */
  documents: z.array(LegalDocumentState),
  /** Members who restricted processing get no analytics, whatever the banner says. */
  restricted: z.boolean(),
});
export type ConsentsView = z.infer<typeof ConsentsView>;
