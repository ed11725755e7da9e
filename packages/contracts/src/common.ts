import { z } from 'zod';

// Role lives in roles.ts, which has no zod: the browser reads it without loading zod.
export { Role } from './roles';

/** PostgreSQL's `integer`, which every id column is: a larger number names nothing. */
export const maxId = 2_147_483_647;

export const Id = z.coerce
  .number({ message: 'validation.invalidId' })
  .int('validation.invalidId')
  .positive('validation.invalidId')
  .max(maxId, 'validation.invalidId');

/**
 * An amount in AZN that a caller reports (a price seen, a basket total), never what is charged:
 * bounded, so that it still fits integer qəpik.
 */
/** A text a person must fill in: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = 100) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const ReportedAzn = z.number().min(0).max(100_000_000);

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/** RFC 9457 problem details, with our stable code and per-field messages. */
export const Problem = z.object({
  type: z.string(),
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof Problem>;

/** The optional `lang` query parameter that some spec calls carry. */
export const LangQuery = z.object({ lang: z.string().optional() });

/** A route's `:id`. */
export const IdParams = z.object({ id: Id });

/**
 * Which shop a seller-cabinet call acts on. Sellers leave it out (they act on their own shop and
 * cannot name another); Staff and Admin name the shop from the back office.
 */
export const ShopScope = z.object({ shopId: Id.optional() });
