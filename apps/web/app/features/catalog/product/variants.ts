import type { Lang, ProductDetail, ProductVariant } from '@bazar/contracts';
import { localizePath } from '../../../lib/language';

/** What the buyer is looking at: the chosen variant's prices and stock, or the product's own. */
export interface Offer {
  price: number;
  discountedPrice: number | null;
  discountPercent: number | null;
  stockCount: number;
  inStock: boolean;
}

/** The parameter that keeps the chosen variant in the address, so the page can be shared. */
export const variantParam = 'v';

/** A product page's address, opened on the variant a card's price is of when it names one. */
export function productHref(slug: string, variantId: number | null | undefined, lang: Lang): string {
  const path = localizePath(`/product/${slug}`, lang);
  return variantId ? `${path}?${variantParam}=${variantId}` : path;
}

/**
 * The variant in the address (?v=); else the one the product's cards stand for (`standInId`), so a
 * link without ?v= opens on the price the cards show; else the first in stock, else the first. An
 * id of no variant of this product (mistyped, another product's) is no choice. Null without variants.
 */
export function selectedVariant(
  variants: readonly ProductVariant[],
  param: string | null,
  standInId?: number | null,
): ProductVariant | null {
  const byId = (id: string | null | undefined) =>
    id ? variants.find((variant) => String(variant.id) === id) : undefined;
  return (
    byId(param) ??
    byId(standInId?.toString()) ??
    variants.find((variant) => variant.inStock) ??
    variants[0] ??
    null
  );
}

export function offerOf(product: ProductDetail, variant: ProductVariant | null): Offer {
  const source = variant ?? product;
  return {
    price: source.price,
    discountedPrice: source.discountedPrice,
    discountPercent: source.discountPercent,
    stockCount: source.stockCount,
    inStock: source.inStock,
  };
}

/** The price actually paid: the discounted one when there is a real discount. */
export function payablePrice(offer: Pick<Offer, 'price' | 'discountedPrice'>): number {
  return offer.discountedPrice !== null && offer.discountedPrice < offer.price
    ? offer.discountedPrice
    : offer.price;
}

export interface OptionChoice {
  valueId: number;
  label: string;
  /** The variant this choice leads to (keeping the other field's value when that combination exists). */
  variantId: number | null;
  /** Whether the combination this choice leads to can be bought now. */
  inStock: boolean;
  selected: boolean;
}

const first = (variants: ProductVariant[]) => variants.find((variant) => variant.inStock) ?? variants[0];

/**
 * The option buttons of one offer field (0 or 1) around the current variant: each value leads to the
 * variant with that value and the other field's current value, or to the best variant having it.
 */
export function optionChoices(
  product: Pick<ProductDetail, 'offerFields' | 'variants'>,
  current: ProductVariant,
  field: 0 | 1,
): OptionChoice[] {
  const own = (variant: ProductVariant) => (field === 0 ? variant.valueId : variant.secondValueId);
  const other = (variant: ProductVariant) => (field === 0 ? variant.secondValueId : variant.valueId);
  return (product.offerFields[field]?.values ?? []).map((value) => {
    const having = product.variants.filter((variant) => own(variant) === value.id);
    const target = having.find((variant) => other(variant) === other(current)) ?? first(having);
    return {
      valueId: value.id,
      label: value.value,
      variantId: target?.id ?? null,
      inStock: target?.inStock ?? false,
      selected: own(current) === value.id,
    };
  });
}

/** "256 GB / Qara": the chosen values, for the buyer and for the request to the seller. */
export function variantLabel(product: Pick<ProductDetail, 'offerFields'>, variant: ProductVariant): string {
  const [firstField, secondField] = product.offerFields;
  const value = (field: typeof firstField, id: number | null) =>
    field?.values.find((option) => option.id === id)?.value;
  return [value(firstField, variant.valueId), value(secondField, variant.secondValueId)]
    .filter(Boolean)
    .join(' / ');
}
