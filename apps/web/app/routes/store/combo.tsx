import { Link } from 'react-router';
import { Container } from '../../components/page-heading';
import { ComboBuyBox } from '../../features/basket/combo-buy-box';
import { Breadcrumbs } from '../../features/catalog/breadcrumbs';
import { ComboCard } from '../../features/catalog/combo/combo-card';
import { ComboItems } from '../../features/catalog/combo/combo-items';
import { ComboPrice } from '../../features/catalog/combo/combo-price';
import { translator, useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { notFoundOnMissing } from '../../lib/not-found';
import { langParam } from '../../lib/route-meta';
import { absoluteUrl, pageMeta, siteOrigin } from '../../lib/seo';
import type { Route } from './+types/combo';

export async function loader({ params, context }: Route.LoaderArgs) {
  const combo = await notFoundOnMissing(
    webOf(context).api.catalog.comboByCode({ query: { code: params.code } }),
  );
  return { combo };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) => {
  if (!loaderData) return [];
  const { combo } = loaderData;
  const origin = siteOrigin(matches);
  const lang = langParam(params.lang);
  const t = translator(lang);
  return [
    ...pageMeta({
      title: `${combo.title} (${combo.code}) | Bazar`,
      description: t('combo.metaDescription', {
        title: combo.title,
        price: formatMoney(combo.price),
        products: combo.items.map((item) => item.product.title).join(', '),
      }),
      keywords: [
        combo.title,
        combo.code,
        combo.shop.name,
        ...combo.items.map((item) => item.product.title),
      ].join(', '),
      pathname: location.pathname,
      origin,
      lang,
    }),
    { property: 'og:type', content: 'website' },
    ...(combo.image ? [{ property: 'og:image', content: absoluteUrl(origin, combo.image) }] : []),
  ];
};

export default function ComboPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { combo } = loaderData;
  return (
    <Container>
      <Breadcrumbs
        items={[{ label: t('header.home'), to: localizePath('/', lang) }, { label: combo.title }]}
      />
      {/* On a phone the price comes between the title and the products; beside them on a wide screen. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-10">
        <div>
          <p className="text-sm text-muted">
            {t('combo.code')}:{' '}
            <span className="font-semibold text-ink" data-testid="combo-code">
              {combo.code}
            </span>
          </p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{combo.title}</h1>
          <p className="mt-2 text-sm">
            {t('product.seller')}:{' '}
            <Link
              to={localizePath(`/seller-page/${combo.shop.slug}`, lang)}
              className="font-semibold text-accent hover:underline"
            >
              {combo.shop.name}
            </Link>
          </p>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-4">
            <ComboPrice combo={combo} />
            <ComboBuyBox combo={combo} />
          </div>
        </div>
        <section aria-labelledby="combo-contents">
          <h2 id="combo-contents" className="mb-3 text-lg font-bold">
            {t('combo.contents')}
          </h2>
          <ComboItems items={combo.items} />
        </section>
      </div>
      {combo.otherCombos.length > 0 && (
        <section className="mt-12" aria-labelledby="other-combos">
          <h2 id="other-combos" className="mb-3 text-xl font-bold">
            {t('combo.others')}
          </h2>
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
            data-testid="other-combos"
          >
            {combo.otherCombos.map((other) => (
              <li key={other.code}>
                <ComboCard combo={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
