import type { FaqTopic } from '@bazar/contracts';

/** Shapes of the hand-written demo marketplace that `seed` loads on first start. */

export interface Localized {
  az: string;
  en: string;
  ru: string;
}

export interface DemoCategory {
  /** Latin, lower-case, dash-separated, unique across the whole tree. */
  slug: string;
  name: Localized;
  /** A lucide icon name (kebab-case, e.g. "smartphone"), used for the menu and generated photos. */
  icon: string;
  children?: DemoCategory[];
}

export interface DemoShop {
  /** Used in /seller-page/{slug} and as the shop subdomain: lower-case latin, digits, dashes. */
  slug: string;
  name: string;
  description: Localized;
  /** Brand colour of the generated logo, "#rrggbb". */
  color: string;
  city: string;
  /** Exactly four shops are featured: the footer's seller shortcuts. */
  featured: boolean;
  /** Slugs of top-level categories this shop mostly sells in. */
  categories: string[];
  /** The shop settings' legal part and addresses, for the demo seller's own shop. */
  settings?: DemoShopSettings;
}

export interface DemoShopSettings {
  /** VÖEN: 10 digits. */
  taxId: string;
  coordinatorName: string;
  coordinatorPhone: string;
  /** Exactly one takes returns. */
  addresses: { city: string; addressText: string; phone: string | null; forReturns: boolean }[];
}

export interface DemoProduct {
  /** As a seller would write it, in Azerbaijani, Russian or English. */
  title: string;
  /** Slug of a leaf (third-level) category. */
  category: string;
  manufacturer: string;
  model: string;
  /** Regular price in manat, e.g. 1899.99. */
  priceAzn: number;
  /** Short HTML (p, ul, li, strong only) as the seller wrote it. */
  description: string;
  /** Characteristics shown on the product page, e.g. { "Yaddaş": "256 GB", "Rəng": "Qara" }. */
  properties: Record<string, string>;
}

export interface DemoCampaign {
  slug: string;
  title: Localized;
  description: Localized;
  /** Percent taken off the products of the listed categories while the campaign runs. */
  discountPercent: number;
  /** Top-level or second-level category slugs whose products join the campaign. */
  categories: string[];
  color: string;
}

export interface DemoBlogPost {
  slug: string;
  title: Localized;
  metaTitle: Localized;
  metaDescription: Localized;
  keywords: Localized;
  /** HTML: p, h2, h3, ul, ol, li, strong, em, a only. Several paragraphs. */
  description: Localized;
  icon: string;
  color: string;
  /** How many days before today the article was written. */
  daysAgo: number;
}

export interface DemoFaq {
  topic: FaqTopic;
  question: Localized;
  answer: Localized;
}

export interface DemoPage {
  /** "buyer-agreement" | "privacy-policy" | "gdpr" */
  slug: string;
  title: Localized;
  /** HTML: h2, h3, p, ul, ol, li, strong only. */
  body: Localized;
}

export interface DemoCombo {
  /** In Azerbaijani, as the shop names the set on its page. */
  title: string;
  /**
   * One product per leaf category, all from one shop; `prefer` is a word of the brand or title
   * (e.g. "Galaxy") that makes the parts fit together.
   */
  items: { category: string; prefer?: string }[];
}

export interface DemoSeoTag {
  /** The landing page's address: lower-case latin, digits, dashes. */
  slug: string;
  title: Localized;
  /** Plain text, a sentence or two under the title. */
  description: Localized;
  /** Comma-separated, for the meta keywords. */
  keywords: Localized;
  /** Slug of the category whose whole branch the page lists; none for the whole catalogue. */
  category?: string;
  /** Prices in qəpik; brands as the products' manufacturer. */
  filter: {
    brands?: string[];
    discounted?: boolean;
    inStock?: boolean;
    minPrice?: number;
    maxPrice?: number;
  };
}
