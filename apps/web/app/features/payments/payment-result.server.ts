import type { Lang } from '@bazar/contracts';
import { redirect } from 'react-router';
import { formValues } from '../../lib/forms';
import { localizePath } from '../../lib/language';
import { type RouteContext, webOf } from '../../lib/load-context';
import { idFromParam, notFoundOnMissing } from '../../lib/not-found';
import { pageUrl } from '../../lib/page-url';
import { isMember } from '../checkout/checkout.server';

interface Args {
  request: Request;
  params: { orderId?: string };
  context: RouteContext;
}

/** The store's page for an order placed and settled (paid, or to be paid at the door). */
const successPage = (number: string, lang: Lang) =>
  localizePath(`/success-page?number=${encodeURIComponent(number)}`, lang);

/** The order and the key of the link the bank sent the buyer back with (members need none). */
function orderOf({ request, params }: Args) {
  const orderId = idFromParam(params.orderId);
  const key = pageUrl(request).searchParams.get('key')?.slice(0, 64) || undefined;
  return { orderId, key };
}

/** Where the order's money stands after the bank; paid (or cash) goes on to the success page. */
export async function paymentResultLoader(args: Args, lang: Lang) {
  const { orderId, key } = orderOf(args);
  const payment = await notFoundOnMissing(
    webOf(args.context).api.payments.order({ params: { orderId }, query: { key } }),
  );
  if (payment.status === 'paid' || payment.status === 'cash')
    throw redirect(successPage(payment.number, lang));
  return { payment, member: isMember(args.request) };
}

/** Try the bank's page again, or pay at the door instead. */
export async function paymentResultAction(args: Args, lang: Lang): Promise<{ formError?: string }> {
  const { orderId, key } = orderOf(args);
  const api = webOf(args.context).api;
  const { intent } = formValues(await args.request.formData());
  if (intent === 'payCash') {
    const answer = await api.payments.payCash({ params: { orderId }, body: { key } });
    if (answer.ok) throw redirect(successPage(answer.value.number, lang));
    return { formError: answer.problem.detail };
  }
  const answer = await api.payments.start({ params: { orderId }, body: { key } });
  if (answer.ok) throw redirect(answer.value.paymentUrl);
  return { formError: answer.problem.detail };
}
