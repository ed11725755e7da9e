import type { BasketView } from '@bazar/contracts';
import { data, Link } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { loadBasket } from '../../features/basket/basket.server';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { formatMoney } from '../../lib/money';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/checkout';
import { EmptyBasket } from './cart';
import type { LayoutHandle } from './layout';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('checkout.title');

/**
 * The lines being bought: those the basket chose (spec: buy together, `?items=` keys) that can be
 * bought now, else every line that can. Prices are the server's, as on the basket page.
 */
function chosenLines(basket: BasketView, items: string | null) {
  const keys = items ? new Set(items.split(',')) : null;
  const lines = basket.baskets.filter((line) => line.state === 'available' && (!keys || keys.has(line.key)));
  const groups = basket.groups.flatMap((group) => {
    const own = lines.filter((line) => group.keys.includes(line.key));
    if (own.length === 0) return [];
    const subtotal = own.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
    return [{ shop: group.shop, lines: own, subtotal }];
  });
  const total = lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;
  const original =
    lines.reduce((sum, line) => sum + Math.round(line.originalPrice * line.count * 100), 0) / 100;
  return { groups, total, discount: Math.max(0, original - total) };
}

export async function loader(args: Route.LoaderArgs) {
  const { basket, headers } = await loadBasket(args);
  return data(
    { order: chosenLines(basket, new URL(args.request.url).searchParams.get('items')) },
    { headers },
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { order } = loaderData;
  return (
    <Container>
      <PageHeading>{t('checkout.title')}</PageHeading>
      {order.groups.length === 0 ? (
        <EmptyBasket />
      ) : (
        <section className="max-w-2xl rounded-card border border-line p-4" data-testid="checkout-summary">
          <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
          {order.groups.map((group) => (
            <div key={group.shop.slug} className="mt-4" data-testid="checkout-seller">
              <h3 className="font-semibold">{group.shop.name}</h3>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {group.lines.map((line) => (
                  <li key={line.key} className="flex justify-between gap-3" data-testid="checkout-line">
                    <span>
                      {line.title}
                      {line.offers.length > 0 && ` (${line.offers.map((offer) => offer.value).join(', ')})`} ×{' '}
                      {line.count}
                    </span>
                    <span className="shrink-0 font-medium">{formatMoney(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-right text-sm text-muted">
                {t('cart.subtotal')}: {formatMoney(group.subtotal)}
              </p>
            </div>
          ))}
          <dl className="mt-4 border-t border-line pt-3 text-sm">
            <div className="flex justify-between text-discount">
              <dt>{t('cart.discount')}</dt>
              <dd>-{formatMoney(order.discount)}</dd>
            </div>
            <div className="mt-1 flex justify-between text-base font-bold">
              <dt>{t('cart.total')}</dt>
              <dd data-testid="checkout-total">{formatMoney(order.total)}</dd>
            </div>
          </dl>
          <Link
            to={localizePath('/cart', lang)}
            className="mt-4 inline-block text-sm text-accent hover:underline"
          >
            {t('checkout.backToBasket')}
          </Link>
        </section>
      )}
    </Container>
  );
}
