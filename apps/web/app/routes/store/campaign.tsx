import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { formatDate, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/campaign';

export const meta = staticPageMeta('campaign.title');

export async function loader({ context }: Route.LoaderArgs) {
  return { campaigns: await context.api.campaigns() };
}

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const t = useT();
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
              className="overflow-hidden rounded-card border border-line"
              data-testid="campaign"
            >
              <img src={campaign.banner} alt="" className="aspect-[3/1] w-full object-cover" />
              <div className="p-4">
                <p className="inline-block rounded-full bg-discount px-2.5 py-0.5 text-sm font-bold text-white">
                  −{campaign.discountPercent}%
                </p>
                <h2 className="mt-2 text-lg font-bold">{campaign.title}</h2>
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
