import type { Campaign } from '@bazar/contracts';
import { BadgePercent } from 'lucide-react';
import { Link } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';

/** The running campaigns this shop has products in, each opening the campaign narrowed to the shop. */
export function SellerCampaigns({ shopSlug, campaigns }: { shopSlug: string; campaigns: Campaign[] }) {
  const t = useT();
  const lang = useLang();
  if (campaigns.length === 0) return null;
  return (
    <section aria-labelledby="seller-campaigns" className="mb-6">
      <h2 id="seller-campaigns" className="mb-3 text-lg font-bold">
        {t('catalog.seller.campaigns')}
      </h2>
      <ul className="flex gap-3 overflow-x-auto pb-1">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="shrink-0">
            <Link
              to={`${localizePath(`/campaign/${campaign.slug}`, lang)}?${new URLSearchParams({ shop: shopSlug })}`}
              className="flex items-center gap-3 rounded-card border border-line px-4 py-3 hover:border-accent"
              data-testid="seller-campaign"
            >
              <BadgePercent className="size-6 text-discount" aria-hidden />
              <span>
                <span className="block text-sm font-semibold">{campaign.title}</span>
                <span className="text-xs font-bold text-discount">−{campaign.discountPercent}%</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
