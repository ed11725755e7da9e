import { randomUUID } from 'node:crypto';
import { CreditApplicant, type CreditGoods, type Lang } from '@bazar/contracts';
import { data } from 'react-router';
import { readCookie } from '../../lib/cookies';
import { type FieldErrors, type FormFeedback, formValues, problemFeedback, validate } from '../../lib/forms';
import { loginRedirect } from '../../lib/guard.server';
import { translator } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { type RouteContext, webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { tokenCookie } from '../../lib/session';
import { redirectWithToast } from '../../lib/toast.server';
import { buyNowOf, buyNowSearch } from '../checkout/buy-now';

interface Args {
  request: Request;
  context: RouteContext;
}

/** What the form shows after it was sent and refused: what was typed, and the messages. */
export interface CreditFormState extends FormFeedback {
  values: Record<string, string>;
}

/**
 * The goods a form names in its hidden fields (as its page's address does): one product now
 * (`productId=12&count=1`, with its offer values), or basket lines by id (`basketItemIds=4,7`).
 */
export interface GoodsFields {
  buyNow: string;
  basketItemIds: string;
}

function goodsOfFields(fields: Partial<GoodsFields>): CreditGoods | null {
  const line = buyNowOf(fields.buyNow);
  if (line) return line.ok ? { buyNow: line.line } : null;
  const ids = (fields.basketItemIds ?? '').split(',').filter(Boolean).map(Number);
  return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? { basketItemIds: ids } : null;
}

/**
 * The goods the page's address names: a product bought now (the product page's entry), or the
 * basket lines chosen by key (`?items=p12,p40v7`, the basket's entry), found among the member's
 * basket lines. Null when it names nothing that can be bought.
 */
async function goodsOfAddress(context: RouteContext, url: URL): Promise<GoodsFields | null> {
  const line = buyNowOf(url.search);
  if (line) return line.ok ? { buyNow: buyNowSearch(line.line), basketItemIds: '' } : null;
  const keys = new Set((url.searchParams.get('items') ?? '').split(',').filter(Boolean));
  if (keys.size === 0) return null;
  const basket = await webOf(context).api.basket.view({ query: {} });
  const ids = basket.baskets.flatMap((entry) => (keys.has(entry.key) && entry.id !== null ? [entry.id] : []));
  return ids.length > 0 ? { buyNow: '', basketItemIds: ids.join(',') } : null;
}

/**
 * The request form: members only (a guest signs in and comes back). The goods are priced by the
 * API with every lender's plan for their amount; the member's name and phone are filled in. The
 * form carries a key of its own, so a second submit of it finds the request the first one sent.
 */
export async function creditRequestLoader({ request, context }: Args) {
  if (!readCookie(request.headers.get('cookie'), tokenCookie)) throw loginRedirect(request);
  const { api } = webOf(context);
  const fields = await goodsOfAddress(context, pageUrl(request));
  const goods = fields && goodsOfFields(fields);
  if (!fields || !goods) throw data(null, { status: 400 });
  const [quote, regions, me] = await Promise.all([
    api.creditRequests.quote({ body: goods }),
    api.addresses.regions({}),
    api.checkout.me({}),
  ]);
  return {
    goods: fields,
    idempotencyKey: randomUUID(),
    quote: quote.ok ? quote.value : null,
    refused: quote.ok ? null : quote.problem.detail,
    regions,
    me: { name: me.name, surname: me.surname, mobilePhone: me.phone },
  };
}

/** The form's fields: messages the API gives for anything else (the goods) are said above the form. */
const fieldNames = new Set(Object.keys(CreditApplicant.shape));

/** Checks the form with the contract's schema, sends it, and opens the request in the profile. */
export async function creditRequestAction({ request, context }: Args, lang: Lang) {
  const values = formValues(await request.formData());
  const goods = goodsOfFields({ buyNow: values.buyNow, basketItemIds: values.basketItemIds });
  const checked = validate(CreditApplicant, values, lang);
  if (!goods) throw data(null, { status: 400 });
  if (!checked.ok) return data<CreditFormState>({ values, errors: checked.errors }, { status: 400 });
  const key = values.idempotencyKey || randomUUID();
  const answer = await webOf(context).api.creditRequests.submit(
    { body: { ...checked.data, ...goods } },
    { 'idempotency-key': key },
  );
  if (answer.ok)
    throw redirectWithToast(localizePath(`/user/profile/credit-requests/${answer.value.id}`, lang), {
      kind: 'success',
      message: translator(lang)('credit.form.sent', { id: answer.value.id }),
    });
  const feedback = problemFeedback(answer.problem);
  const errors: FieldErrors = {};
  let formError = feedback.formError;
  for (const [field, message] of Object.entries(feedback.errors ?? {}))
    if (fieldNames.has(field)) errors[field] = message;
    else formError ??= message;
  return data<CreditFormState>({ values, errors, formError }, { status: answer.status });
}
