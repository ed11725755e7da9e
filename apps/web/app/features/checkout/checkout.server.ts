import { randomUUID } from 'node:crypto';
import {
  type BuyNowLine,
  CheckoutBody,
  CheckoutPhone,
  ConfirmPhoneBody,
  type Lang,
  type Problem,
  SendCodeBody,
  translate,
} from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { readCookie } from '../../lib/cookies';
import { type FieldErrors, formValues, validate } from '../../lib/forms';
import { guestBasket, guestBasketId } from '../../lib/guest-storage';
import { guestBasketCookies } from '../../lib/guest-storage.server';
import { localizePath } from '../../lib/language';
import { type RouteContext, webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { tokenCookie } from '../../lib/session';
import { emptyBasket, loadChosenBasket, problemMessage } from '../basket/basket.server';
import { unchosenPlaces } from './address-fields';
import { buyNowOf, buyNowSearch } from './buy-now';
import { type ChosenOrder, chosenLines, goodsOf } from './checkout-lines';
import { orderTotals } from './delivery';

interface Args {
  request: Request;
  context: RouteContext;
}

/**
 * What the checkout form shows after one of its buttons: what was sent (hidden fields carry the
 * phone token, the code sent, the promo code applied and the order key from one answer to the next),
 * and the messages beside fields.
 */
export interface CheckoutState {
  values: Record<string, string>;
  errors?: FieldErrors;
  formError?: string;
  /** A code was sent to this phone; another may be asked for in `resendIn` seconds. */
  code?: { phone: string; resendAt: number; resendIn: number; notice?: string };
}

export const isMember = (request: Request) => Boolean(readCookie(request.headers.get('cookie'), tokenCookie));

interface ToBuy {
  order: ChosenOrder;
  headers: Headers;
  /** The buy-now line's query string (its count as the server allows it now); empty for the basket. */
  buyNow: string;
  /** Why the buy-now line cannot be bought now (sold out, gone from sale). */
  refused?: string;
}

/**
 * What is being bought: the one "buy now" line, priced and checked on the server as an addition
 * would be, the basket untouched; else the basket's chosen lines. Null when the buy-now line named
 * is not one (a mangled address).
 */
async function toBuy(
  args: Args,
  items: string | null | undefined,
  search: string | undefined,
): Promise<ToBuy | null> {
  const buyNow = buyNowOf(search);
  if (buyNow === null) {
    const { basket, headers } = await loadChosenBasket(args, items ? items.split(',') : null);
    return { order: chosenLines(basket, items), headers, buyNow: '' };
  }
  if (!buyNow.ok) return null;
  const priced = await webOf(args.context).api.basket.guest({
    body: { productStorage: [], createBasketDtos: [buyNow.line] },
  });
  const headers = new Headers();
  if (!priced.ok)
    return {
      order: chosenLines(emptyBasket, null),
      headers,
      buyNow: '',
      refused: problemMessage(priced.problem),
    };
  const count = priced.value.baskets[0]?.count ?? buyNow.line.count;
  return { order: chosenLines(priced.value, null), headers, buyNow: buyNowSearch({ ...buyNow.line, count }) };
}

/**
 * The page: the lines being bought, the regions, and for a member the general info and saved
 * addresses. `?promo=` (the profile's "use") comes applied, or with the reason it cannot be.
 */
export async function checkoutLoader(args: Args, lang: Lang) {
  const { request, context } = args;
  const url = pageUrl(request);
  const items = url.searchParams.get('items');
  const bought = await toBuy(args, items, url.search);
  if (!bought) throw data(null, { status: 400 });
  const { order, headers, buyNow, refused } = bought;
  const member = isMember(request);
  const [regions, me, addresses, paymentMethods, wallet] = await Promise.all([
    webOf(context).api.addresses.regions({}),
    member ? webOf(context).api.checkout.me({}) : null,
    member ? webOf(context).api.addresses.list({}) : [],
    webOf(context).api.payments.methods({}),
    // The wallet is for members only: its balance shows beside the choice.
    member ? webOf(context).api.payments.wallet({}) : null,
  ]);
  const promoCode = url.searchParams.get('promo')?.trim().slice(0, 40);
  const promo =
    promoCode && order.groups.length > 0
      ? await promoApplied(context, lang, { promoCode, ...(me ? { phone: me.phone } : {}) }, order.total)
      : null;
  return data(
    {
      order,
      items: items ?? '',
      buyNow,
      refused: refused ?? null,
      member,
      me,
      addresses,
      regions,
      paymentMethods,
      wallet,
      // One key per rendering of the form: a double submit places one order.
      idempotencyKey: randomUUID(),
      promo,
      instalments: await firstOffers(context, order, promo),
    },
    { headers },
  );
}

/**
 * The instalment offers for the order's total as the page first shows it (standard delivery, the
 * promo code brought along); the form asks again when the buyer changes the total.
 */
async function firstOffers(context: RouteContext, order: ChosenOrder, promo: CheckoutState | null) {
  const promoDiscount = Number(promo?.values?.promoDiscount) || 0;
  const amount = orderTotals(order.groups, 'standard', promoDiscount).total;
  if (order.groups.length === 0) return { amount, offers: [] };
  const answer = await webOf(context)
    .api.instalments.plans({ query: { amount, ...goodsOf(order.lines) } })
    .catch(() => null);
  return { amount, offers: answer?.offers ?? [] };
}

/** The code step as the form shows it: counted from the server's clock. */
function codeState(values: Record<string, string>, notice?: string): CheckoutState['code'] {
  if (!values.codePhone) return undefined;
  const resendAt = Number(values.resendAt) || Date.now();
  return {
    phone: values.codePhone,
    resendAt,
    resendIn: Math.max(0, Math.ceil((resendAt - Date.now()) / 1000)),
    notice,
  };
}

/**
 * The API's field names as the form's: a new address's fields sit at the top of the form, the phone
 * token stands for the phone, and what is bought is the whole form's concern.
 */
function fieldOf(path: string): string {
  return path
    .replace(/^address\./, '')
    .replace(/^phoneToken$/, 'phone')
    .replace(/^(items|basketItemIds|buyNow)(\..*)?$/, 'form');
}

function apiErrors(problem: Problem): { errors: FieldErrors; formError?: string } {
  const errors: FieldErrors = {};
  let formError: string | undefined;
  for (const [path, messages] of Object.entries(problem.errors ?? {})) {
    const field = fieldOf(path);
    if (!messages[0]) continue;
    if (field === 'form') formError ??= messages[0];
    else errors[field] ??= messages[0];
  }
  return Object.keys(errors).length > 0 || formError
    ? { errors, formError }
    : { errors, formError: problem.detail };
}

async function sendCode(context: RouteContext, lang: Lang, values: Record<string, string>) {
  const check = validate(SendCodeBody, values, lang);
  if (!check.ok) return { values, errors: check.errors, code: codeState(values) };
  const { phone } = check.data;
  const answer = await webOf(context).api.checkout.sendCode({ body: { phone } });
  if (answer.ok) {
    const next = {
      ...values,
      codePhone: phone,
      resendAt: String(Date.now() + answer.value.resendAfterSeconds * 1000),
    };
    return { values: next, code: codeState(next) };
  }
  if (answer.retryAfterSeconds !== null && answer.status === 429) {
    // A code sent a moment ago is still good: keep the code step and say when another may come.
    const next = {
      ...values,
      codePhone: phone,
      resendAt: String(Date.now() + answer.retryAfterSeconds * 1000),
    };
    return { values: next, code: codeState(next, answer.problem.detail) };
  }
  return { values, ...apiErrors(answer.problem), code: codeState(values) };
}

/** Confirms the phone with the code; the token it gives rides along in a hidden field. */
async function confirmPhone(
  context: RouteContext,
  lang: Lang,
  values: Record<string, string>,
): Promise<{ ok: true; values: Record<string, string> } | { ok: false; errors: FieldErrors }> {
  const check = validate(ConfirmPhoneBody, values, lang);
  if (!check.ok) return { ok: false, errors: check.errors };
  const answer = await webOf(context).api.checkout.confirmPhone({
    body: { phone: check.data.phone, code: check.data.code },
  });
  if (!answer.ok) {
    const { errors, formError } = apiErrors(answer.problem);
    return { ok: false, errors: formError ? { code: formError } : errors };
  }
  return {
    ok: true,
    values: { ...values, phoneToken: answer.value.phoneToken, confirmedPhone: check.data.phone, code: '' },
  };
}

async function applyPromo(args: Args, lang: Lang, values: Record<string, string>): Promise<CheckoutState> {
  const amount = (await toBuy(args, values.items, values.buyNow))?.order.total ?? 0;
  return promoApplied(args.context, lang, values, amount);
}

/** The form's values with `values.promoCode` applied to goods of `amount` AZN, or the code's error. */
async function promoApplied(
  context: RouteContext,
  lang: Lang,
  values: Record<string, string>,
  amount: number,
): Promise<CheckoutState> {
  const cleared = { ...values, promoApplied: '', promoDiscount: '' };
  const promoCode = values.promoCode?.trim() ?? '';
  if (!promoCode) return { values: cleared, errors: { promoCode: translate('validation.required', lang) } };
  const phone = CheckoutPhone.safeParse(values.phone);
  const answer = await webOf(context).api.checkout.applyPromoCode({
    body: {
      promoCode,
      amount,
      ...(phone.success ? { phone: phone.data } : {}),
    },
  });
  if (!answer.ok) {
    const { errors, formError } = apiErrors(answer.problem);
    return { values: cleared, errors: { promoCode: errors.promoCode ?? formError ?? answer.problem.detail } };
  }
  return {
    values: {
      ...values,
      promoCode,
      promoApplied: answer.value.code,
      promoDiscount: String(answer.value.discount),
    },
  };
}

/** The body's own checks, as the API makes them, with each message beside its field. */
function checkBody(body: unknown, lang: Lang) {
  const result = CheckoutBody.safeParse(body);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.')).split('.')[0] ?? 'form';
    errors[field] ??= translate(issue.message, lang);
  }
  return { ok: false as const, errors };
}

const hasAny = (values: Record<string, string>, fields: string[]) =>
  fields.some((field) => (values[field] ?? '').trim() !== '');

async function placeOrder(args: Args, lang: Lang, submitted: Record<string, string>) {
  const { request, context } = args;
  const member = isMember(request);
  let values = submitted;
  const addressFields = ['cityId', 'districtId', 'text'];
  const newAddress = member ? values.addressId === 'new' : hasAny(values, addressFields);
  const body = {
    name: values.name,
    surname: values.surname,
    phone: values.phone,
    email: values.email,
    deliveryType: values.deliveryType || 'standard',
    paymentType: values.paymentType || undefined,
    ...(values.paymentType === 'instalment'
      ? { instalmentPlanId: values.instalmentPlanId || undefined }
      : {}),
    ...(values.paymentType === 'giftCard'
      ? { giftCardNumber: values.giftCardNumber || undefined, giftCardCode: values.giftCardCode || undefined }
      : {}),
    promoCode: values.promoCode?.trim() || undefined,
    ...(member && values.addressId && values.addressId !== 'new' ? { addressId: values.addressId } : {}),
    ...(newAddress
      ? {
          address: {
            cityId: values.cityId ?? '',
            districtId: values.districtId ?? '',
            text: values.text ?? '',
            type: values.type || 'home',
          },
        }
      : {}),
  };
  const check = checkBody(body, lang);
  const errors: FieldErrors = check.ok ? {} : { ...check.errors };
  if (newAddress) Object.assign(errors, unchosenPlaces(values, lang));
  // The contract's own "choose your address" runs only once every field is right: say it at once.
  if (!newAddress && !('addressId' in body)) errors.addressId ??= translate('validation.chooseAddress', lang);

  // Guests (and members whose phone is not confirmed) need the SMS code: a code typed in but not yet
  // confirmed is confirmed now, so one press of the button is enough.
  const needsPhone = !member || values.needsPhone === '1';
  let phoneToken = values.phoneToken && values.confirmedPhone === values.phone ? values.phoneToken : '';
  if (needsPhone && !phoneToken && !errors.phone) {
    if (values.codePhone && values.codePhone === values.phone && values.code) {
      const confirmed = await confirmPhone(context, lang, values);
      if (confirmed.ok) {
        values = confirmed.values;
        phoneToken = values.phoneToken ?? '';
      } else Object.assign(errors, confirmed.errors);
    } else errors.phone = translate('checkout.phoneNotConfirmed', lang);
  }
  if (!check.ok || Object.keys(errors).length > 0) return { values, errors, code: codeState(values) };

  const headers = new Headers();
  const keys = values.items ? values.items.split(',') : null;
  const buyNow = buyNowOf(values.buyNow);
  let remaining: ReturnType<typeof guestBasket> | null = null;
  let lines: { basketItemIds?: number[]; items?: ReturnType<typeof guestBasket>; buyNow?: BuyNowLine };
  if (buyNow) {
    // Bought alone: neither the member's basket nor the guest's cookie changes.
    if (!buyNow.ok)
      return { values, formError: translate('checkout.nothingToOrder', lang), code: codeState(values) };
    lines = { buyNow: buyNow.line };
  } else if (member) {
    const basket = await webOf(context).api.basket.view({ query: {} });
    const ids = chosenLines(basket, values.items).lines.flatMap((line) =>
      line.id === null ? [] : [line.id],
    );
    lines = keys ? { basketItemIds: ids } : {};
  } else {
    const cookies = request.headers.get('cookie');
    const priced = await webOf(context).api.basket.guest({
      body: { productStorage: guestBasket(cookies), createBasketDtos: [] },
    });
    if (!priced.ok) return { values, formError: priced.problem.detail, code: codeState(values) };
    const chosen = new Set(chosenLines(priced.value, values.items).lines.map((line) => line.key));
    const bought = priced.value.productStorage.filter((_, index) =>
      chosen.has(priced.value.baskets[index]?.key ?? ''),
    );
    remaining = priced.value.productStorage.filter(
      (_, index) => !chosen.has(priced.value.baskets[index]?.key ?? ''),
    );
    lines = { items: bought };
    for (const cookie of guestBasketCookies(remaining, guestBasketId(cookies), request))
      headers.append('set-cookie', cookie);
  }
  if ((lines.basketItemIds ?? lines.items ?? [1]).length === 0)
    return { values, formError: translate('checkout.nothingToOrder', lang), code: codeState(values) };

  const answer = await webOf(context).api.checkout.place(
    { body: { ...check.data, ...lines, ...(phoneToken ? { phoneToken } : {}) } },
    { 'idempotency-key': values.idempotencyKey || randomUUID() },
  );
  if (answer.ok) {
    // Card and wallet are paid on the gateway's page, which brings the buyer back when done.
    if (answer.value.paymentUrl) throw redirect(answer.value.paymentUrl, { headers });
    const number = encodeURIComponent(answer.value.number);
    throw redirect(localizePath(`/success-page?number=${number}`, lang), { headers });
  }
  // The order was not placed: the next try is a new order with a key of its own.
  values = { ...values, idempotencyKey: randomUUID() };
  const problem = answer.problem;
  const state = (extra: Partial<CheckoutState>): CheckoutState => ({
    values,
    code: codeState(values),
    ...extra,
  });
  const feedback = apiErrors(problem);
  // The API names the field it refused (code "error.validation"): a phone it would not take needs a
  // code again, and a refused promo code is no longer applied.
  if (feedback.errors.phone) values = { ...values, needsPhone: '1', phoneToken: '', confirmedPhone: '' };
  if (feedback.errors.promoCode) values = { ...values, promoApplied: '', promoDiscount: '' };
  return state({ ...feedback, values });
}

/** The checkout form's one action: send or confirm the phone code, apply a promo code, or place the order. */
export async function checkoutAction(args: Args, lang: Lang): Promise<CheckoutState> {
  const { intent = 'place', ...values } = formValues(await args.request.formData());
  if (intent === 'sendCode') return sendCode(args.context, lang, values);
  if (intent === 'confirmPhone') {
    const confirmed = await confirmPhone(args.context, lang, values);
    return confirmed.ok
      ? { values: confirmed.values, code: codeState(confirmed.values) }
      : { values, errors: confirmed.errors, code: codeState(values) };
  }
  if (intent === 'applyPromo') return { ...(await applyPromo(args, lang, values)), code: codeState(values) };
  return placeOrder(args, lang, values);
}
