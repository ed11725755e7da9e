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

/** An amount of money in manat (AZN), qəpik as two decimals (12.5 is 12 manat 50 qəpik): every price and total an answer carries. */
export const Azn = z.number().meta({
  id: 'Azn',
  description: 'An amount in manat (AZN) with qəpik as two decimals: 12.5 is 12 manat 50 qəpik.',
});

export const ReportedAzn = z.number().min(0).max(100_000_000);

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Where a page of a list stands: a named component every paged answer refers to. */
// Loose: a paged answer is Paging and its items together (allOf), which a closed schema would refuse.
export const Paging = z
  .looseObject({
    page: z.number().int().describe('The page, from 1.'),
    pageSize: z.number().int().describe('Items per page, as asked (at most 100) or the default.'),
    total: z.number().int().describe('Items in the whole list.'),
  })
  .meta({ id: 'Paging' });

/** A page of `item`s: the paging and the items, with `extra` fields beside them (counts for tabs). */
export function pageOf<T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: T,
  extra?: E,
) {
  return z.intersection(Paging, z.object({ items: z.array(item), ...extra } as { items: z.ZodArray<T> } & E));
}

/** A count for each key, every key present: an object whose keys OpenAPI readers can name (a record's they cannot). */
export function countPer<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);
}

/** RFC 9457 problem details, with our stable code and per-field messages. */
export const Problem = z
  .object({
    type: z.string().describe('Always about:blank: `code` says what went wrong.'),
    status: z.number().int().describe('The HTTP status, repeated.'),
    title: z.string().describe("The status in the caller's language."),
    detail: z.string().describe("What went wrong, in the caller's language, fit to show a person."),
    code: z.string().describe('A stable code to act on (see the API guide), e.g. `checkout.outOfStock`.'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Messages per field (dotted path), in the caller's language."),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details: every 4xx and 5xx answer.' });
export type Problem = z.infer<typeof Problem>;

/** The optional `lang` query parameter that some spec calls carry. */
export const LangQuery = z.object({ lang: z.string().optional() });

/**
 * Names one attempt at a call that must not happen twice (placing an order, sending a credit
 * request): the same key again answers what the first call made.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ message: 'validation.required' })
    .min(8, 'validation.invalid')
    .max(200, 'validation.tooLong'),
});

/** A route's `:id`. */
export const IdParams = z.object({ id: Id });

/**
 * Which shop a seller-cabinet call acts on. Sellers leave it out (they act on their own shop and
 * cannot name another); Staff and Admin name the shop from the back office.
 */
export const ShopScope = z.object({ shopId: Id.optional() });
