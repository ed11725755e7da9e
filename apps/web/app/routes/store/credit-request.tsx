import { Link } from 'react-router';
import { FormAlert } from '../../components/form';
import { Container, PageHeading } from '../../components/page-heading';
import {
  creditRequestAction,
  creditRequestLoader,
} from '../../features/credit-requests/credit-request.server';
import { CreditRequestForm } from '../../features/credit-requests/credit-request-form';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/credit-request';

export const meta = staticPageMeta('credit.form.title');

export function loader(args: Route.LoaderArgs) {
  return creditRequestLoader(args);
}

export function action(args: Route.ActionArgs) {
  return creditRequestAction(args, langParam(args.params.lang));
}

/**
 * `{lang}/credit-request?productId=&count=` (the product page's "Buy on credit", with the variant's
 * offer values) or `?items=` (basket lines by key): the credit request form, for members.
 */
export default function CreditRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { quote, refused, regions, goods, idempotencyKey, me } = loaderData;
  return (
    <Container>
      <PageHeading sub={t('credit.form.intro')}>{t('credit.form.title')}</PageHeading>
      {quote ? (
        <CreditRequestForm
          quote={quote}
          regions={regions}
          goods={goods}
          idempotencyKey={idempotencyKey}
          state={actionData ?? { values: me }}
        />
      ) : (
        // The goods cannot be bought on credit now (sold out, gone from sale): say why.
        <div className="space-y-4" data-testid="credit-refused">
          <FormAlert>{refused ?? t('credit.form.goodsUnavailable')}</FormAlert>
          <Link
            to={localizePath('/', lang)}
            className="inline-block font-semibold text-accent hover:underline"
          >
            {t('cart.goShopping')}
          </Link>
        </div>
      )}
    </Container>
  );
}
