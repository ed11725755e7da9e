import type { Features } from '@bazar/contracts';
import { useStoreLayout } from './store-layout';

/**
 * What the marketplace can do now (the API's Layout.features): an entry whose feature is off is
 * left out rather than leading nowhere. Outside the storefront layout nothing counts as on.
 */
export function useFeatures(): Partial<Features> {
  return useStoreLayout()?.layout.features ?? {};
}
