import { sandboxBankAction, sandboxBankLoader } from '../../features/payments/sandbox-bank.server';
import { BankFrame, CardForm, SecureCodeForm } from '../../features/payments/sandbox-bank-form';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from '../../lib/store-layout';
import type { Route } from './+types/sandbox-bank';

/** The bank's own page: none of the store's header and footer. */
export const handle: LayoutHandle = { header: false, footer: false };
export const meta = staticPageMeta('sandboxBank.title');

export function loader(args: Route.LoaderArgs) {
  return sandboxBankLoader(args);
}

export function action(args: Route.ActionArgs) {
  return sandboxBankAction(args, langParam(args.params.lang));
}

/** The sandbox bank's hosted card page (PAYMENT_GATEWAY=sandbox): the card form, then 3-D Secure if the card asks. */
export default function SandboxBank({ loaderData, actionData }: Route.ComponentProps) {
  const { payment } = loaderData;
  return (
    <BankFrame payment={payment}>
      {payment.state === 'secureCode' ? (
        <SecureCodeForm state={actionData} />
      ) : (
        <CardForm amount={payment.amount} state={actionData} />
      )}
    </BankFrame>
  );
}
