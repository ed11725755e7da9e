import { homeApi, type ProductSort } from '@bazar/contracts';
import type { Call } from './call';

/** The storefront's layout (header and footer), the home page and its feed, and SEO landing pages. */
export function homeCalls(call: Call) {
  return {
    layout: () => call(homeApi.layout, { query: {} }),
    home: () => call(homeApi.page, { query: {} }),
    homeScroll: (page: number) => call(homeApi.scroll, { query: { page } }),
    seoTag: (slug: string, page: number, sort: ProductSort) =>
      call(homeApi.seoTag, { query: { slug, page, sort } }),
  };
}
