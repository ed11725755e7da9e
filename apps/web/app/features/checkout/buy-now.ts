import { BuyNowLine } from '@bazar/contracts';

/** The buy-now line's fields, named as the basket's creation payload and the product page's form name them. */
const fields = [
  'productId',
  'productComboId',
  'productOfferFieldId',
  'productOfferFieldValueId',
  'secondProductOfferFieldId',
  'secondProductOfferFieldValueId',
  'count',
] as const;

/** The query string that carries a buy-now line to checkout (`/checkout?productId=12&count=2`). */
export function buyNowSearch(line: Partial<Record<(typeof fields)[number], number>>): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = line[field];
    if (value !== undefined) params.set(field, String(value));
  }
  return params.toString();
}

/**
 * The buy-now line a checkout address (or the form's hidden copy of it) names, checked with the
 * contract's schema; null when it names none, so checkout buys the basket.
 */
export function buyNowOf(
  search: string | null | undefined,
): { ok: true; line: BuyNowLine } | { ok: false } | null {
  const params = new URLSearchParams(search ?? '');
  if (!params.has('productId') && !params.has('productComboId')) return null;
  const named = Object.fromEntries(
    fields.flatMap((field) => (params.has(field) ? [[field, params.get(field)]] : [])),
  );
  const result = BuyNowLine.safeParse(named);
  return result.success ? { ok: true, line: result.data } : { ok: false };
}
