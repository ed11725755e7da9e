import { PaymentResult } from '../../features/payments/payment-result';
import { paymentResultAction, paymentResultLoader } from '../../features/payments/payment-result.server';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/result';

export const meta = staticPageMeta('paymentPage.title');

export function loader(args: Route.LoaderArgs) {
  return paymentResultLoader(args, langParam(args.params.lang));
}

export function action(args: Route.ActionArgs) {
  return paymentResultAction(args, langParam(args.params.lang));
}

/** Where the bank sends the buyer back: paid goes on to the success page; otherwise what happened and what next. */
export default function PaymentResultPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentResult {...loaderData} formError={actionData?.formError} />;
}
