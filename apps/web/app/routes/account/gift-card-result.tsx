import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { GiftCardFace } from '../../features/gift-cards/gift-card-face';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { formatMoney } from '../../lib/money';
import { idFromParam, notFoundOnMissing } from '../../lib/not-found';
import { staticPageMeta } from '../../lib/route-meta';
import { useRecheckWhile } from '../../lib/use-recheck';
import type { Route } from './+types/gift-card-result';

export const meta = staticPageMeta('giftCard.buy.title');

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idFromParam(params.id);
  return { purchase: await notFoundOnMissing(webOf(context).api.giftCards.purchase({ params: { id } })) };
}

/** `{lang}/gift-card/result/{id}`: where the bank (or the wallet) brings the buyer of a gift card back. */
export default function GiftCardResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { purchase } = loaderData;
  useRecheckWhile(purchase.status === 'pending');
  const look = {
    paid: { Icon: CircleCheck, tone: 'text-success', title: t('giftCard.result.paid') },
    pending: { Icon: Clock, tone: 'text-amber-700', title: t('giftCard.result.pending') },
    failed: { Icon: CircleX, tone: 'text-discount', title: t('giftCard.result.failed') },
  }[purchase.status];
  return (
    <div className="space-y-4" data-testid="gift-card-result">
      <div className={`flex items-center gap-2 ${look.tone}`}>
        <look.Icon className="size-7" aria-hidden />
        <PageHeading>{look.title}</PageHeading>
      </div>
      <GiftCardFace design={purchase.design} amount={purchase.amount} />
      {purchase.status === 'paid' && (
        <p data-testid="gift-card-result-text">
          {t('giftCard.result.paidText', {
            amount: formatMoney(purchase.amount),
            phone: purchase.recipientPhone,
          })}
        </p>
      )}
      {purchase.status === 'failed' && (
        <Link
          to={localizePath('/gift-card', lang)}
          className="inline-block rounded-lg bg-accent px-4 py-2 font-semibold text-white hover:bg-accent-hover"
        >
          {t('giftCard.result.again')}
        </Link>
      )}
    </div>
  );
}
