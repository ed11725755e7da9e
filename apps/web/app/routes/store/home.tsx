import { type ComboSummary, HomeScrollQuery, type HomeShelf } from '@bazar/contracts';
import { Fragment } from 'react';
import { data } from 'react-router';
import { Container } from '../../components/page-heading';
import { ComboCard } from '../../features/catalog/combo/combo-card';
import { ProductShelf } from '../../features/catalog/product-shelf';
import { Shelf } from '../../features/catalog/shelf';
import { BlogShelf } from '../../features/home/blog-shelf';
import { CampaignBanner } from '../../features/home/campaign-banner';
import { CampaignStrip } from '../../features/home/campaign-strip';
import { CategoryGrid } from '../../features/home/category-grid';
import { HomeCounts } from '../../features/home/home-counts';
import { ProductFeed } from '../../features/home/product-feed';
import { SellerStrip } from '../../features/home/seller-strip';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import { absoluteUrl, jsonLd, pageMeta, siteOrigin } from '../../lib/seo';
import { useStoreLayout } from '../../lib/store-layout';
import { organizationJsonLd, webSiteJsonLd } from '../../lib/structured-data';
import type { Route } from './+types/home';

/** How many combos the home page's row shows. */
const comboLimit = 12;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  // ?page=N is the feed's plain "next page" link, for a browser without JavaScript.
  const query = HomeScrollQuery.safeParse({ page: url.searchParams.get('page') ?? undefined });
  const page = query.success ? query.data.page : 1;
  const [home, combos, feed] = await Promise.all([
    webOf(context).api.home.page({ query: {} }),
    webOf(context).api.catalog.combos({ query: { limit: comboLimit } }),
    page > 1 ? webOf(context).api.home.scroll({ query: { page } }) : null,
  ]);
  // A page past the end of the feed does not exist.
  if (feed && feed.items.length === 0) throw data(null, { status: 404 });
  return { home, combos, feed: feed ?? home.feed };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  const lang = langParam(params.lang);
  const t = translator(lang);
  const banner = loaderData?.home.campaignBanner;
  const origin = siteOrigin(matches);
  return [
    ...pageMeta({
      title: t('home.title'),
      description: t('site.description'),
      keywords: t('site.keywords'),
      pathname: location.pathname,
      origin,
      lang,
    }),
    { property: 'og:type', content: 'website' },
    ...(banner ? [{ property: 'og:image', content: absoluteUrl(origin, banner.banner) }] : []),
    jsonLd(organizationJsonLd(origin)),
    jsonLd(webSiteJsonLd(origin, lang)),
  ];
};

/** The shelf's id on the page: the three shelves of old keep theirs, a category shelf is named by its own. */
function shelfTestId(shelf: HomeShelf): string {
  if (shelf.kind === 'discounted') return 'home-discounted';
  if (shelf.kind === 'new') return 'home-new';
  if (shelf.kind === 'rating') return 'home-top-rated';
  return `home-shelf-${shelf.id}`;
}

function ComboShelf({ combos }: { combos: ComboSummary[] }) {
  const t = useT();
  return (
    <Shelf
      id="home-combos"
      title={t('home.combos')}
      items={combos}
      itemKey={(combo) => combo.code}
      render={(combo) => <ComboCard combo={combo} />}
    />
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const layout = useStoreLayout()?.layout;
  const { home, combos, feed } = loaderData;
  return (
    <Container>
      <CampaignBanner campaign={home.campaignBanner} />
      <HomeCounts counts={home.counts} />
      <CategoryGrid categories={layout?.categories ?? []} />
      <CampaignStrip campaigns={home.campaigns} />
      {home.shelves.map((shelf, index) => (
        <Fragment key={shelf.id}>
          <ProductShelf
            id={shelfTestId(shelf)}
            title={shelf.title}
            products={shelf.products}
            to={shelf.seeAll ? localizePath(shelf.seeAll, lang) : undefined}
          />
          {/* The combos follow the first shelf, as they always have. */}
          {index === 0 && <ComboShelf combos={combos} />}
        </Fragment>
      ))}
      {home.shelves.length === 0 && <ComboShelf combos={combos} />}
      <SellerStrip sellers={home.sellers} />
      <BlogShelf posts={home.blog} />
      <ProductFeed key={feed.page} initial={feed} />
    </Container>
  );
}
