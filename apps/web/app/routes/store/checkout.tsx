import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FormAlert } from '../../components/form';
import { Container, PageHeading } from '../../components/page-heading';
import { checkoutAction, checkoutLoader } from '../../features/checkout/checkout.server';
import { CheckoutForm } from '../../features/checkout/checkout-form';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/checkout';
import { EmptyBasket } from './cart';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('checkout.title');

export function loader(args: Route.LoaderArgs) {
  return checkoutLoader(args, langParam(args.params.lang));
}

export function action(args: Route.ActionArgs) {
  return checkoutAction(args, langParam(args.params.lang));
}

/** Sending a code or applying a promo code changes nothing the page loaded: no need to load it again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get('intent');
  if (intent === 'sendCode' || intent === 'confirmPhone' || intent === 'applyPromo') return false;
  return defaultShouldRevalidate;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <Container>
      <PageHeading>{t('checkout.title')}</PageHeading>
      {loaderData.refused ? (
        // A "buy now" line that cannot be bought now (sold out, gone from sale): say why.
        <div className="space-y-4" data-testid="buy-now-refused">
          <FormAlert>{loaderData.refused}</FormAlert>
          <Link
            to={localizePath('/', lang)}
            className="inline-block font-semibold text-accent hover:underline"
          >
            {t('cart.goShopping')}
          </Link>
        </div>
      ) : loaderData.order.groups.length === 0 ? (
        <EmptyBasket />
      ) : (
        // A promo code brought from the profile shows applied until the form is first sent.
        <CheckoutForm {...loaderData} state={actionData ?? loaderData.promo ?? undefined} />
      )}
    </Container>
  );
}
