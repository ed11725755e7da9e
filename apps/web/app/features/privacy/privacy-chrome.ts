import type { acceptedDocuments } from '@bazar/contracts';
import type { ConsentState } from './consent-cookie';

/** A legal text that changes soon, which the member has not yet said they read (PRV-03). */
export interface PolicyNotice {
  document: (typeof acceptedDocuments)[number];
  version: number;
  /** The day it takes effect, in words of the page's language on Baku's calendar (1 dekabr 2026). */
  date: string;
}

/** What every store page needs to honour the visitor's consents (PRV-05) and announce policy changes (PRV-03). */
export interface PrivacyChrome {
  /** The visitor's choices as their browser keeps them, to start the settings form from. */
  consent: ConsentState;
  /** The analytics pixel exists here (ANALYTICS_ID): the banner and its choices mean something. */
  analyticsOffered: boolean;
  /** The banner: analytics is offered and the visitor has not answered its current wording. */
  banner: boolean;
  /** The pixel to load on this page: configured, consented to, and the member has not restricted processing. */
  analytics: { id: string; marketing: boolean } | null;
  /** The map for picking an address (MAPS_KEY), and whether the visitor already agreed to load it. */
  maps: { key: string; consented: boolean } | null;
  notices: PolicyNotice[];
}
