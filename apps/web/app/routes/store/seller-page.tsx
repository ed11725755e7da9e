import { MapPin, Star } from 'lucide-react';
import { Container } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { pageMeta } from '../../lib/seo';
import type { Route } from './+types/seller-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { shop: await notFoundOnMissing(context.api.shop(params.name)) };
}

export const meta: Route.MetaFunction = ({ data: loaderData, params, location }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.shop.name} | Bazar`,
        description: loaderData.shop.description,
        pathname: location.pathname,
        lang: langParam(params.lang),
      })
    : [];

export default function SellerPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { shop } = loaderData;
  return (
    <Container>
      <section className="flex flex-col gap-4 rounded-card border border-line p-5 sm:flex-row sm:items-center">
        <img src={shop.logo} alt={shop.name} width={96} height={96} className="size-24 rounded-xl" />
        <div>
          <p className="text-sm text-muted">{t('sellerPage.title')}</p>
          <h1 className="text-2xl font-bold">{shop.name}</h1>
          <p className="mt-1 text-muted">{shop.description}</p>
          <p className="mt-2 flex flex-wrap items-center gap-4 text-sm">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden /> {shop.city}
            </span>
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden /> {shop.rating.toFixed(1)}
            </span>
          </p>
        </div>
      </section>
    </Container>
  );
}
