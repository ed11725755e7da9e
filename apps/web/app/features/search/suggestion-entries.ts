import type { Lang, SearchSuggestions } from '@bazar/contracts';
import { localizePath } from '../../lib/language';
import { productHref } from '../catalog/product/variants';

export type EntryKind = 'terms' | 'products' | 'categories' | 'sellers';

/** One line of the dropdown: where it goes and what it shows. */
export interface SuggestionEntry {
  kind: EntryKind;
  key: string;
  href: string;
  label: string;
  image?: string | null;
  price?: number;
  /** The price is the cheapest variant's: "from". */
  priceFrom?: boolean;
}

export const searchHref = (keyword: string, lang: Lang) =>
  `${localizePath('/search', lang)}?keyword=${encodeURIComponent(keyword)}`;

/** The dropdown's lines in the order the arrow keys walk them: the most sought terms, or products, categories, sellers. */
export function suggestionEntries(data: SearchSuggestions, lang: Lang): SuggestionEntry[] {
  return [
    ...data.theMostSoughtAfter.map((term) => ({
      kind: 'terms' as const,
      key: `term-${term}`,
      href: searchHref(term, lang),
      label: term,
    })),
    ...data.products.map((product) => ({
      kind: 'products' as const,
      key: `product-${product.slug}`,
      href: productHref(product.slug, product.variantId, lang),
      label: product.name,
      image: product.image,
      price: product.price,
      priceFrom: product.priceFrom,
    })),
    ...data.categories.map((category) => ({
      kind: 'categories' as const,
      key: `category-${category.id}`,
      href: localizePath(`/category/${category.id}-${category.slug}`, lang),
      label: category.name,
    })),
    ...data.sellers.map((seller) => ({
      kind: 'sellers' as const,
      key: `seller-${seller.slug}`,
      href: localizePath(`/seller-page/${seller.slug}`, lang),
      label: seller.name,
    })),
  ];
}
