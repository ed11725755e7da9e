import type { BasketView } from '@bazar/contracts';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { data, Link, useFetcher } from 'react-router';
import { EmptyState, GoShoppingLink } from '../../components/empty-state';
import { Container, PageHeading } from '../../components/page-heading';
import { basketAction, loadBasket } from '../../features/basket/basket.server';
import { BasketLineRow } from '../../features/basket/basket-line';
import { InstalmentEntry } from '../../features/catalog/product/instalment-entry';
import { goodsOf } from '../../features/checkout/checkout-lines';
import { useInstalmentOffers } from '../../features/checkout/instalment-choice';
import { OrderCreditEntry } from '../../features/credit-requests/credit-entry';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/cart';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('cart.title');

export async function loader(args: Route.LoaderArgs) {
  const { basket, headers } = await loadBasket(args);
  return data({ basket, instalments: await firstOffers(args, basket) }, { headers });
}

/** The instalment offers for every line that can be bought, as the page first shows them chosen. */
async function firstOffers({ context }: Route.LoaderArgs, basket: BasketView) {
  const lines = basket.baskets.filter((line) => line.state === 'available');
  const amount = totalOf(lines);
  if (lines.length === 0) return { amount, offers: [] };
  const answer = await webOf(context)
    .api.instalments.plans({ query: { amount, ...goodsOf(lines) } })
    .catch(() => null);
  return { amount, offers: answer?.offers ?? [] };
}

const totalOf = (lines: BasketView['baskets']) =>
  lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0) / 100;

export function action(args: Route.ActionArgs) {
  return basketAction(args, langParam(args.params.lang));
}

export function EmptyBasket() {
  const t = useT();
  return (
    <EmptyState icon={ShoppingCart} title={t('cart.empty')} testId="empty-basket">
      <GoShoppingLink />
    </EmptyState>
  );
}

/** Lines chosen at first: every line that can be bought. */
function initialSelection(basket: BasketView): Set<string> {
  return new Set(basket.baskets.filter((line) => line.state === 'available').map((line) => line.key));
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { basket } = loaderData;
  const [selected, setSelected] = useState(() => initialSelection(basket));
  const removeFetcher = useFetcher();
  const buyable = basket.baskets.filter((line) => line.state === 'available');
  const chosen = buyable.filter((line) => selected.has(line.key));
  const allChosen = buyable.length > 0 && chosen.length === buyable.length;
  const chosenTotal = totalOf(chosen);
  const instalments = useInstalmentOffers(chosenTotal, goodsOf(chosen), loaderData.instalments);
  const chosenOriginal =
    chosen.reduce((sum, line) => sum + Math.round(line.originalPrice * line.count * 100), 0) / 100;
  const select = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const linesByKey = new Map(basket.baskets.map((line) => [line.key, line]));
  return (
    <Container>
      <PageHeading sub={basket.count > 0 ? t('header.count', { count: basket.count }) : undefined}>
        {t('cart.title')}
      </PageHeading>
      {basket.baskets.length === 0 ? (
        <EmptyBasket />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line px-4 py-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-accent"
                  checked={allChosen}
                  onChange={(event) =>
                    setSelected(new Set(event.target.checked ? buyable.map((line) => line.key) : []))
                  }
                  data-testid="select-all"
                />
                {t('cart.selectAll')}
              </label>
              <removeFetcher.Form method="post" action={localizePath('/cart', lang)}>
                <input type="hidden" name="intent" value="remove" />
                {chosen.map((line) => (
                  <input key={line.key} type="hidden" name="key" value={line.key} />
                ))}
                <button
                  type="submit"
                  disabled={chosen.length === 0}
                  className="text-sm font-medium text-discount hover:underline disabled:text-muted disabled:no-underline"
                  data-testid="remove-selected"
                >
                  {t('cart.removeSelected', { count: chosen.length })}
                </button>
              </removeFetcher.Form>
            </div>
            {basket.groups.map((group) => (
              <section
                key={group.shop.slug}
                className="mt-4 rounded-card border border-line px-4"
                aria-label={group.shop.name}
                data-testid="seller-group"
              >
                <header className="flex items-center justify-between border-b border-line py-3">
                  <Link
                    to={localizePath(`/seller-page/${group.shop.slug}`, lang)}
                    className="font-semibold hover:text-accent"
                  >
                    {group.shop.name}
                  </Link>
                  <span className="text-sm text-muted">
                    {t('cart.subtotal')}:{' '}
                    <strong className="text-ink" data-testid="seller-subtotal">
                      {formatMoney(group.subtotal)}
                    </strong>
                  </span>
                </header>
                <ul className="divide-y divide-line">
                  {group.keys.map((key) => {
                    const line = linesByKey.get(key);
                    return line ? (
                      <BasketLineRow
                        key={key}
                        line={line}
                        selected={selected.has(key)}
                        onSelect={(on) => select(key, on)}
                      />
                    ) : null;
                  })}
                </ul>
              </section>
            ))}
          </div>
          <aside
            className="h-fit rounded-card border border-line p-4 lg:sticky lg:top-4"
            data-testid="basket-summary"
          >
            <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
            <dl className="mt-3 flex flex-col gap-2 text-sm">
              <div className="flex justify-between">
                <dt>{t('cart.itemsPrice', { count: chosen.reduce((sum, line) => sum + line.count, 0) })}</dt>
                <dd>{formatMoney(chosenOriginal)}</dd>
              </div>
              <div className="flex justify-between text-discount">
                <dt>{t('cart.discount')}</dt>
                <dd data-testid="summary-discount">
                  -{formatMoney(Math.max(0, chosenOriginal - chosenTotal))}
                </dd>
              </div>
              <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
                <dt>{t('cart.total')}</dt>
                <dd data-testid="summary-total">{formatMoney(chosenTotal)}</dd>
              </div>
            </dl>
            <Link
              to={localizePath(`/checkout?items=${chosen.map((line) => line.key).join(',')}`, lang)}
              aria-disabled={chosen.length === 0}
              onClick={(event) => chosen.length === 0 && event.preventDefault()}
              className={`mt-4 block rounded-lg px-5 py-3 text-center font-semibold text-white ${
                chosen.length === 0 ? 'pointer-events-none bg-muted' : 'bg-accent hover:bg-accent-hover'
              }`}
              data-testid="buy-together"
            >
              {t('cart.buyTogether')}
            </Link>
            <p className="mt-2 text-xs text-muted">{t('cart.taxIncluded')}</p>
            <div className="mt-4">
              <InstalmentEntry offers={instalments.offers} />
              <OrderCreditEntry
                search={chosen.length > 0 ? `items=${chosen.map((line) => line.key).join(',')}` : ''}
                offers={instalments.offers}
              />
            </div>
          </aside>
        </div>
      )}
    </Container>
  );
}
