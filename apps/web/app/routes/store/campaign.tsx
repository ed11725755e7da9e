import { Link } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { CampaignBannerImage } from '../../features/home/campaign-banner-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatDate, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/campaign';

export const meta = staticPageMeta('campaign.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { campaigns: await webOf(context).api.promotions.campaigns({ query: {} }) };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Container>
      <PageHeading>{t('campaign.title')}</PageHeading>
      {loaderData.campaigns.length === 0 ? (
        <p className="text-muted">{t('campaign.none')}</p>
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {loaderData.campaigns.map((campaign) => (
            <li
              key={campaign.id}
              className="relative overflow-hidden rounded-card border border-line hover:shadow-md"
              data-testid="campaign"
            >
              <CampaignBannerImage
                banner={campaign.banner}
                sizes="(min-width: 1280px) 614px, (min-width: 768px) 50vw, calc(100vw - 32px)"
                loading="eager"
              />
              <div className="p-4">
                <p className="inline-block rounded-full bg-discount px-2.5 py-0.5 text-sm font-bold text-white">
                  −{campaign.discountPercent}%
                </p>
                <h2 className="mt-2 text-lg font-bold">
                  <Link
                    to={localizePath(`/campaign/${campaign.slug}`, lang)}
                    className="after:absolute after:inset-0 hover:text-accent"
                  >
                    {campaign.title}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-muted">{campaign.description}</p>
                <p className="mt-2 text-xs text-muted">
                  {t('campaign.until', { date: formatDate(campaign.endsAt) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
