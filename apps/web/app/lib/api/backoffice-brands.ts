import { type BrandsQuery, backofficeBrandsApi, type RenameBrandBody } from '@bazar/contracts';
import type { Call } from './call';

/** The back office's brands. */
export function backofficeBrandsCalls(call: Call) {
  return {
    adminBrands: (query: BrandsQuery) => call(backofficeBrandsApi.brands, { query }),
    renameBrand: (body: RenameBrandBody) => call(backofficeBrandsApi.renameBrand, { body }),
  };
}
