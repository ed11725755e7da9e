import type { InstalmentOffer, ProductDetail, ProductVariant } from '@bazar/contracts';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { useFeatures } from '../../lib/features';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { buyNowSearch } from '../checkout/buy-now';

/**
 * "Buy on credit" beside the instalments entry (PAY-05): the request form for one of this product
 * (the chosen variant's offer values), while credit is offered and some lender's plan takes its price.
 */
export function CreditEntry({
  product,
  variant,
  offers,
}: {
  product: ProductDetail;
  variant: ProductVariant | null;
  offers: InstalmentOffer[];
}) {
  if (!useFeatures().credit || offers.length === 0) return null;
  const [first, second] = product.offerFields;
  const line = buyNowSearch({
    productId: product.id,
    ...(variant && first ? { productOfferFieldId: first.id, productOfferFieldValueId: variant.valueId } : {}),
    ...(variant && second && variant.secondValueId !== null
      ? { secondProductOfferFieldId: second.id, secondProductOfferFieldValueId: variant.secondValueId }
      : {}),
    count: 1,
  });
  return <CreditLink search={line} testId="credit-entry" />;
}

/**
 * "Buy on credit" for what is being bought (the basket's chosen lines as `items=`, or checkout's
 * "buy now" line), beside the instalments of the basket and checkout.
 */
export function OrderCreditEntry({ search, offers }: { search: string; offers: InstalmentOffer[] }) {
  if (!useFeatures().credit || offers.length === 0 || search === '') return null;
  return <CreditLink search={search} testId="order-credit-entry" className="mt-3" />;
}

/** The link to the request form for these goods, with what it is for. */
function CreditLink({
  search,
  testId,
  className = '',
}: {
  search: string;
  testId: string;
  className?: string;
}) {
  const t = useT();
  const lang = useLang();
  return (
    <Link
      to={localizePath(`/credit-request?${search}`, lang)}
      className={`flex items-center gap-3 rounded-card border border-line px-4 py-3 text-sm hover:border-accent ${className}`}
      data-testid={testId}
    >
      <Landmark className="size-5 shrink-0 text-accent" aria-hidden />
      <span>
        <span className="block font-semibold">{t('credit.entry')}</span>
        <span className="block text-muted">{t('credit.entryHint')}</span>
      </span>
    </Link>
  );
}
