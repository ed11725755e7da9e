import type { Campaign } from '@bazar/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { imageSizes } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatDate } from '../../lib/route-meta';
import { CampaignBannerImage } from './campaign-banner-image';
import { campaignPath } from './campaign-path';

/** The running campaign that ends soonest, large at the top; without one, the marketplace's own hero. */
export function CampaignBanner({ campaign }: { campaign: Campaign | null }) {
  const t = useT();
  const lang = useLang();
  if (!campaign) {
    return (
      <section className="rounded-2xl bg-gradient-to-br from-accent to-fuchsia-600 px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="max-w-2xl text-3xl font-bold sm:text-4xl">{t('home.heroTitle')}</h1>
        <p className="mt-3 max-w-xl text-white/90">{t('home.heroText')}</p>
        <Link
          to={localizePath('/campaign', lang)}
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-accent"
        >
          {t('header.campaigns')} <ArrowRight className="size-4" aria-hidden />
        </Link>
      </section>
    );
  }
  return (
    <section
      className="relative overflow-hidden rounded-2xl bg-ink text-white"
      aria-labelledby="home-banner-title"
      data-testid="campaign-banner"
    >
      <CampaignBannerImage
        banner={campaign.banner}
        sizes={imageSizes.pageWide}
        loading="eager"
        fetchPriority="high"
      />
      {/* Below the picture on a phone, over it from the left on a wider screen. */}
      <div className="px-5 py-5 sm:absolute sm:inset-0 sm:flex sm:flex-col sm:justify-end sm:bg-gradient-to-r sm:from-ink/85 sm:via-ink/40 sm:to-transparent sm:px-10 sm:py-8">
        <p className="inline-block self-start rounded-full bg-discount px-3 py-0.5 text-sm font-bold">
          −{campaign.discountPercent}%
        </p>
        <h1 id="home-banner-title" className="mt-2 max-w-xl text-2xl font-bold sm:text-4xl">
          {campaign.title}
        </h1>
        <p className="mt-2 line-clamp-2 max-w-xl text-sm text-white/90 sm:text-base">
          {campaign.description}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link
            to={localizePath(campaignPath(campaign.slug), lang)}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-accent hover:bg-accent-soft"
          >
            {t('home.bannerCta')} <ArrowRight className="size-4" aria-hidden />
          </Link>
          <p className="text-xs text-white/80">
            {t('campaign.until', { date: formatDate(campaign.endsAt) })}
          </p>
        </div>
      </div>
    </section>
  );
}
