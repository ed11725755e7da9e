import { TopUpBody } from '@bazar/contracts';
import { data, redirectDocument } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Pagination } from '../../components/pagination';
import { WalletBalance } from '../../features/payments/wallet-balance';
import { WalletHistory } from '../../features/payments/wallet-history';
import { type TopUpFeedback, TopUpForm, TopUpResult } from '../../features/payments/wallet-top-up';
import { isRefusal } from '../../lib/api-client';
import { formValues, problemFeedback, validate } from '../../lib/forms';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/wallet';

export const meta = staticPageMeta('wallet.title');

const pageSize = 10;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * `{lang}/user/profile/wallet[?page=][&topUp=]`: the balance, the history page, and the top-up the
 * bank sent the member back from (one that is not theirs, or unknown, is left out).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = webOf(context);
  const search = pageUrl(request).searchParams;
  const page = positiveInt(search.get('page')) ?? 1;
  const topUpId = positiveInt(search.get('topUp'));
  // Asking about the top-up settles it with the bank when it is still pending, so the balance and
  // the history are read after it: read beside it, they could miss the money it just added.
  const topUp = topUpId
    ? await api.payments
        .topUpStatus({ params: { id: topUpId } })
        .catch((error) => (isRefusal(error) ? null : Promise.reject(error)))
    : null;
  const [wallet, history] = await Promise.all([
    api.payments.wallet({}),
    api.payments.walletHistory({ query: { page, pageSize } }),
  ]);
  return { balance: wallet.balance, topUp, history };
}

/** Sends the member to the bank's page to pay the top-up; the bank brings them back here with `?topUp=`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = langParam(params.lang);
  const form = formValues(await request.formData());
  // People here write decimals with a comma.
  const amount = (form.amount ?? '').trim().replace(',', '.');
  const body = validate(TopUpBody, { amount }, lang);
  if (!body.ok) return data<TopUpFeedback>({ amount: form.amount ?? '', errors: body.errors });
  const answer = await webOf(context).api.payments.topUp({ body: body.data });
  if (!answer.ok)
    return data<TopUpFeedback>({ amount: form.amount ?? '', ...problemFeedback(answer.problem) });
  // The bank's page is a site of its own: a whole-document navigation.
  throw redirectDocument(answer.value.paymentUrl);
}

/** The member's wallet: the balance in ₼, topping it up by card, and every movement, newest first. */
export default function WalletPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { balance, topUp, history } = loaderData;
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  const base = localizePath('/user/profile/wallet', lang);
  return (
    <>
      <PageHeading>{t('wallet.title')}</PageHeading>
      {topUp && <TopUpResult topUp={topUp} />}
      <div className="mb-8 grid gap-4 md:grid-cols-2">
        <WalletBalance balance={balance} />
        <TopUpForm feedback={actionData} />
      </div>
      <h2 className="mb-3 text-lg font-semibold">{t('wallet.history')}</h2>
      <WalletHistory entries={history.items} />
      <Pagination
        page={history.page}
        pages={pages}
        hrefFor={(page) => (page === 1 ? base : `${base}?page=${page}`)}
      />
    </>
  );
}
