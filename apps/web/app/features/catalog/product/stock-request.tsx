import type { StockRequestState } from '@bazar/contracts';
import { Bell, BellRing } from 'lucide-react';
import { Link, useFetcher, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form';
import type { FormFeedback } from '../../../lib/forms';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';

/** The intents the product page's action takes from this form. */
export const askIntent = 'askStockRequest';
export const cancelIntent = 'cancelStockRequest';

/** What the product page's action answers this form: the member's requests now, or why not. */
export type StockRequestResult =
  | { stockRequest: StockRequestState }
  | (FormFeedback & { stockRequestFailed: true });

export function isStockRequestResult(result: object): result is StockRequestResult {
  return 'stockRequest' in result || 'stockRequestFailed' in result;
}

/** Whether the member waits for this product, or for the chosen variant of it. */
export function hasAsked(state: StockRequestState | null, variantId: number | undefined): boolean {
  if (!state) return false;
  return variantId === undefined ? state.product : state.variantIds.includes(variantId);
}

const buttonLook =
  'flex w-full items-center justify-center gap-2 rounded-lg bg-accent px-4 py-2.5 font-semibold text-white hover:bg-accent-hover';

/**
 * Spec: a requested product. On a sold-out product (or chosen variant) a member asks to be told
 * when it is back, and sees that they asked, with a way to cancel; a guest is sent to sign in first
 * and comes back here. Works without JavaScript: the form posts to the product page's action.
 */
export function StockRequestBox({
  productId,
  variantId,
  asked,
  signedIn,
}: {
  productId: number;
  variantId?: number;
  asked: boolean;
  signedIn: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const fetcher = useFetcher<StockRequestResult>();
  // While the request is on its way, show what it will make of it.
  const pending = fetcher.formData?.get('intent');
  const waiting = pending ? pending === askIntent : asked;
  const failure = fetcher.data && 'stockRequestFailed' in fetcher.data ? fetcher.data : null;

  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Link
        to={localizePath(`/login?continueUrl=${encodeURIComponent(here)}`, lang)}
        className={buttonLook}
        data-testid="stock-request-sign-in"
      >
        <Bell className="size-5" aria-hidden />
        {t('product.notify.ask')}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" preventScrollReset data-testid="stock-request">
      <input type="hidden" name="productId" value={productId} />
      {variantId !== undefined && <input type="hidden" name="variantId" value={variantId} />}
      <FormAlert>{failure?.formError ?? failure?.errors?.productId ?? failure?.errors?.variantId}</FormAlert>
      {waiting ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-success/30 bg-success/5 p-3">
          <div role="status" className="text-sm">
            <p className="flex items-center gap-2 font-semibold text-success">
              <BellRing className="size-5" aria-hidden />
              {t('product.notify.asked')}
            </p>
            <p className="mt-1 text-muted">{t('product.notify.askedText')}</p>
          </div>
          <button
            type="submit"
            name="intent"
            value={cancelIntent}
            className="rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold hover:bg-surface"
          >
            {t('product.notify.cancel')}
          </button>
        </div>
      ) : (
        <button type="submit" name="intent" value={askIntent} className={buttonLook}>
          <Bell className="size-5" aria-hidden />
          {t('product.notify.ask')}
        </button>
      )}
    </fetcher.Form>
  );
}
