import type { ConsentPurpose } from '@bazar/contracts';
import { useStoreLayout } from '../../lib/store-layout';
import type { PrivacyChrome } from './privacy-chrome';

/** What the store layout loaded about consents; null outside it (the back office). */
export function usePrivacyChrome(): PrivacyChrome | null {
  return useStoreLayout()?.privacy ?? null;
}

/** The purposes this marketplace offers: none when neither ANALYTICS_ID nor MAPS_KEY is set. */
export function offeredPurposes(privacy: PrivacyChrome): ConsentPurpose[] {
  return [
    ...(privacy.analyticsOffered ? (['analytics', 'marketing'] as const) : []),
    ...(privacy.maps ? (['maps'] as const) : []),
  ];
}
