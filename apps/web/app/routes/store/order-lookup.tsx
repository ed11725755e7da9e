import { OrderLookupQuery } from '@bazar/contracts';
import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { TextField } from '../../components/form';
import { Container, PageHeading } from '../../components/page-heading';
import { StatusBadge } from '../../features/orders/order-parts';
import { OrderInfo, OrderPartCard } from '../../features/orders/order-view';
import { ApiError, isRefusal } from '../../lib/api-client';
import { validate } from '../../lib/forms';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/order-lookup';

export const meta = staticPageMeta('lookup.title');

/**
 * A guest finds an order again by its number and the phone it was placed with. The form is a GET,
 * so the address of the result can be kept; the API limits tries per address.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const search = pageUrl(request).searchParams;
  const values = { number: search.get('number') ?? '', phone: search.get('phone') ?? '' };
  if (!values.number && !values.phone)
    return { values, order: null, errors: null, notFound: false, formError: null };
  const checked = validate(OrderLookupQuery, values, langParam(params.lang));
  if (!checked.ok) return { values, order: null, errors: checked.errors, notFound: false, formError: null };
  try {
    const order = await webOf(context).api.orders.lookup({
      query: { number: checked.data.number, phone: checked.data.phone },
    });
    return { values, order, errors: null, notFound: false, formError: null };
  } catch (error) {
    // Not found, or too many tries from this address: said on the page, the form kept.
    if (isRefusal(error, 404)) return { values, order: null, errors: null, notFound: true, formError: null };
    if (!ApiError.is(error) || error.status >= 500) throw error;
    return {
      values,
      order: null,
      errors: null,
      notFound: false,
      formError: error.problem?.detail ?? null,
    };
  }
}

export default function OrderLookup({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { values, order, errors, notFound, formError } = loaderData;
  return (
    <Container>
      <PageHeading sub={t('lookup.subtitle')}>{t('lookup.title')}</PageHeading>
      <Form
        method="get"
        className="grid max-w-3xl gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        noValidate
      >
        <TextField
          name="number"
          label={t('lookup.number')}
          placeholder="BZ-100001"
          defaultValue={values.number}
          error={errors?.number}
          required
        />
        <TextField
          name="phone"
          label={t('lookup.phone')}
          placeholder="994501234567"
          inputMode="numeric"
          defaultValue={values.phone}
          error={errors?.phone}
          required
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-1.5 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover sm:mt-6"
        >
          <Search className="size-4" aria-hidden />
          {t('lookup.find')}
        </button>
      </Form>
      {(notFound || formError) && (
        <p role="alert" className="mt-4 text-discount" data-testid="lookup-not-found">
          {formError ?? t('lookup.notFound')}
        </p>
      )}
      {order && (
        <div className="mt-8" data-testid="lookup-result">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-bold">{t('orders.title', { number: order.number })}</h2>
            <StatusBadge status={order.status} />
          </div>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-4">
              {order.parts.map((part) => (
                <OrderPartCard key={part.id} part={part} />
              ))}
            </div>
            <aside className="h-fit">
              <OrderInfo order={order} />
            </aside>
          </div>
        </div>
      )}
    </Container>
  );
}
