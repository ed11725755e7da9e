import type { Campaign } from '@bazar/contracts';
import { Link } from 'react-router';
import { imageSizes } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDate } from '../../lib/route-meta';
import { CampaignBannerImage } from './campaign-banner-image';
import { campaignPath } from './campaign-path';

/** Every running campaign as a small banner, in a row that scrolls sideways on a phone. */
export function CampaignStrip({ campaigns }: { campaigns: Campaign[] }) {
  const t = useT();
  const lang = useLang();
  if (campaigns.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="home-campaigns" data-testid="home-campaigns">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="home-campaigns" className="text-xl font-bold">
          {t('header.campaigns')}
        </h2>
        <Link
          to={localizePath('/campaign', lang)}
          className="text-sm font-semibold text-accent hover:underline"
        >
          {t('home.seeAll')}
          <span className="sr-only">: {t('header.campaigns')}</span>
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-4 sm:px-0">
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
            <Link
              to={localizePath(campaignPath(campaign.slug), lang)}
              className="group block overflow-hidden rounded-card border border-line hover:shadow-md"
            >
              <CampaignBannerImage banner={campaign.banner} sizes={imageSizes.third} />
              <span className="flex items-center gap-2 p-3">
                <span className="rounded-md bg-discount px-1.5 py-0.5 text-xs font-bold text-white">
                  −{campaign.discountPercent}%
                </span>
                <span className="truncate font-semibold group-hover:text-accent">{campaign.title}</span>
              </span>
              <span className="block px-3 pb-3 text-xs text-muted">
                {t('campaign.until', { date: formatDate(campaign.endsAt) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
