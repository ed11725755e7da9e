import type { BasketNotice, BasketView, CreateBasketDto, Lang, Problem } from '@bazar/contracts';
import { data, redirect } from 'react-router';
import { readCookie } from '../../lib/cookies';
import { guestBasket, guestBasketId } from '../../lib/guest-storage';
import { fitsInCookie, guestBasketCookies } from '../../lib/guest-storage.server';
import { translator } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { type RouteContext, webOf } from '../../lib/load-context';
import { tokenCookie } from '../../lib/session';
import { toastSetCookie } from '../../lib/toast.server';
import { buyNowSearch } from '../checkout/buy-now';

interface Args {
  request: Request;
  context: RouteContext;
}

const isMember = (request: Request) => Boolean(readCookie(request.headers.get('cookie'), tokenCookie));

/** What a basket form answers a fetcher: the basket now, or why nothing changed. */
export type BasketActionResult = { ok: true; basket: BasketView } | { ok: false; message: string };

/**
 * The basket the page shows: a member's from the API, a guest's priced from the browser's
 * productStorage (and the cookie rewritten when the API joined or cut items).
 */
export async function loadBasket(args: Args): Promise<{ basket: BasketView; headers: Headers }> {
  const { basket, headers } = await pricedBasket(args);
  return { basket, headers };
}

async function pricedBasket({ request, context }: Args) {
  const headers = new Headers();
  if (isMember(request))
    return { basket: await webOf(context).api.basket.view({ query: {} }), productStorage: null, headers };
  const cookies = request.headers.get('cookie');
  const stored = guestBasket(cookies);
  const result = await webOf(context).api.basket.guest({
    body: { productStorage: stored, createBasketDtos: [] },
  });
  if (!result.ok) return { basket: emptyBasket, productStorage: null, headers };
  const { productStorage, ...basket } = result.value;
  if (JSON.stringify(productStorage) !== JSON.stringify(stored))
    for (const cookie of guestBasketCookies(productStorage, guestBasketId(cookies), request))
      headers.append('set-cookie', cookie);
  return { basket, productStorage, headers };
}

/**
 * The basket lines chosen by key (spec: buy together, `?items=p12,c3`), priced by the API on their
 * own, as a mobile app asks for them (a member's by id, a guest's stored items), so each seller's
 * delivery fee is the one for exactly these lines. Without keys, the whole basket.
 */
export async function loadChosenBasket(
  args: Args,
  keys: string[] | null,
): Promise<{ basket: BasketView; headers: Headers }> {
  const { basket, productStorage, headers } = await pricedBasket(args);
  if (keys === null) return { basket, headers };
  const { api } = webOf(args.context);
  if (productStorage === null) {
    const ids = basket.baskets.flatMap((line) =>
      keys.includes(line.key) && line.id !== null ? [line.id] : [],
    );
    if (ids.length === 0) return { basket: emptyBasket, headers };
    const chosen = await api.basket.chosen({ body: { basketItemIds: ids } });
    return { basket: chosen.ok ? chosen.value : emptyBasket, headers };
  }
  const items = productStorage.filter((_, index) => keys.includes(basket.baskets[index]?.key ?? ''));
  if (items.length === 0) return { basket: emptyBasket, headers };
  const chosen = await api.basket.guest({ body: { productStorage: items, createBasketDtos: [] } });
  if (!chosen.ok) return { basket: emptyBasket, headers };
  const { productStorage: _, ...view } = chosen.value;
  return { basket: view, headers };
}

export const emptyBasket: BasketView = {
  baskets: [],
  groups: [],
  count: 0,
  originalTotal: 0,
  discount: 0,
  total: 0,
  notices: [],
};

const idParam = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The creation payload (spec: createBasketDtos) from an add-to-basket form. */
export function basketDtoOf(form: FormData): Partial<CreateBasketDto> {
  const dto: Partial<CreateBasketDto> = {
    productId: idParam(form.get('productId')),
    productComboId: idParam(form.get('productComboId')),
    productOfferFieldId: idParam(form.get('productOfferFieldId')),
    productOfferFieldValueId: idParam(form.get('productOfferFieldValueId')),
    secondProductOfferFieldId: idParam(form.get('secondProductOfferFieldId')),
    secondProductOfferFieldValueId: idParam(form.get('secondProductOfferFieldValueId')),
    count: form.get('count') === null ? 1 : Number(form.get('count')),
    basketBuyWiths: form.getAll('buyWith').flatMap((value) => {
      const productId = idParam(value);
      return productId ? [{ productId, count: 1 }] : [];
    }),
  };
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined));
}

/** What a shopper reads about a refused basket change: the first field's message, else the detail. */
export function problemMessage(problem: Problem): string {
  const fieldMessage = Object.values(problem.errors ?? {}).find((messages) => messages.length > 0)?.[0];
  return fieldMessage ?? problem.detail;
}

/**
 * The basket's one action, for members and guests alike: add, count, remove; "buy now" (`then=buyNow`)
 * adds nothing and goes to checkout with that line alone. Notes go through the shared notification.
 */
export async function basketAction({ request, context }: Args, lang: Lang, submitted?: FormData) {
  const t = translator(lang);
  const form = submitted ?? (await request.formData());
  const intent = String(form.get('intent') ?? '');
  const headers = new Headers();
  const member = isMember(request);

  const fail = (message: string, status = 422) => {
    headers.append('set-cookie', toastSetCookie({ kind: 'error', message }));
    return data<BasketActionResult>({ ok: false, message }, { status, headers });
  };
  const done = (basket: BasketView, success?: string) => {
    const notice = basket.notices[0];
    const message = notice ? noticeMessage(notice, t) : success;
    if (message)
      headers.append('set-cookie', toastSetCookie({ kind: notice ? 'error' : 'success', message }));
    return data<BasketActionResult>({ ok: true, basket }, { headers });
  };

  if (intent === 'add' && form.get('then') === 'buyNow') {
    const { basketBuyWiths: _, ...line } = basketDtoOf(form);
    // Priced and checked as an addition would be, without touching any basket: it is bought alone.
    const priced = await webOf(context).api.basket.guest({
      body: { productStorage: [], createBasketDtos: [line] },
    });
    if (!priced.ok) return fail(problemMessage(priced.problem), priced.status);
    const notice = priced.value.notices[0];
    if (notice)
      headers.append('set-cookie', toastSetCookie({ kind: 'error', message: noticeMessage(notice, t) }));
    const count = priced.value.baskets[0]?.count ?? line.count;
    throw redirect(localizePath(`/checkout?${buyNowSearch({ ...line, count })}`, lang), {
      headers,
    });
  }

  if (intent === 'add') {
    const dto = basketDtoOf(form);
    const result = member
      ? await webOf(context).api.basket.add({ body: { createBasketDtos: [dto] } })
      : await guestChange(context, request, headers, lang, (items) => items, [dto]);
    if (!result.ok) return fail(problemMessage(result.problem), result.status);
    return done(result.value, t('cart.added'));
  }

  const keys = form.getAll('key').map(String);
  if (intent === 'count') {
    const count = Number(form.get('count'));
    if (!Number.isInteger(count) || count < 1 || count > 99) return fail(t('cart.countRange'), 400);
    const result = member
      ? await withLineId(context, keys[0], (id) =>
          webOf(context).api.basket.changeCount({ body: { id, count } }),
        )
      : await guestChange(context, request, headers, lang, (items, lines) =>
          items.map((item, index) => (lines[index]?.key === keys[0] ? { ...item, count } : item)),
        );
    if (!result.ok) return fail(problemMessage(result.problem), result.status);
    return done(result.value);
  }

  if (intent === 'remove') {
    if (keys.length === 0) return fail(t('cart.nothingChosen'), 400);
    const result = member
      ? await withLineIds(context, keys, (ids) => webOf(context).api.basket.remove({ body: { ids } }))
      : await guestChange(context, request, headers, lang, (items, lines) =>
          items.filter((_, index) => !keys.includes(lines[index]?.key ?? '')),
        );
    if (!result.ok) return fail(problemMessage(result.problem), result.status);
    return done(result.value, t('cart.removed', { count: keys.length }));
  }
  return fail(t('cart.unknownAction'), 400);
}

type Result = { ok: true; value: BasketView } | { ok: false; status: number; problem: Problem };

/** A member's lines are named by key in forms; the API takes their ids. */
async function withLineIds(
  context: RouteContext,
  keys: string[],
  change: (ids: number[]) => Promise<Result>,
): Promise<Result> {
  const basket = await webOf(context).api.basket.view({ query: {} });
  const ids = basket.baskets.flatMap((line) =>
    keys.includes(line.key) && line.id !== null ? [line.id] : [],
  );
  return change(ids.length > 0 ? ids : [0]);
}

function withLineId(context: RouteContext, key: string | undefined, change: (id: number) => Promise<Result>) {
  return withLineIds(context, key ? [key] : [], ([id]) => change(id ?? 0));
}

/**
 * Changes a guest's basket: the stored items are priced first (so each has its line's key), then
 * changed, then priced again with anything to add; the cookie keeps what the API answered.
 */
async function guestChange(
  context: RouteContext,
  request: Request,
  headers: Headers,
  lang: Lang,
  change: (
    items: ReturnType<typeof guestBasket>,
    lines: BasketView['baskets'],
  ) => ReturnType<typeof guestBasket>,
  additions: Partial<CreateBasketDto>[] = [],
): Promise<Result> {
  const cookies = request.headers.get('cookie');
  const stored = guestBasket(cookies);
  const current = await webOf(context).api.basket.guest({
    body: { productStorage: stored, createBasketDtos: [] },
  });
  if (!current.ok) return current;
  const changed = change(current.value.productStorage, current.value.baskets);
  const result = await webOf(context).api.basket.guest({
    body: { productStorage: changed, createBasketDtos: additions },
  });
  if (!result.ok) return result;
  const { productStorage, ...basket } = result.value;
  if (!fitsInCookie(productStorage)) {
    return {
      ok: false,
      status: 422,
      problem: {
        type: 'about:blank',
        status: 422,
        title: '',
        detail: translator(lang)('cart.guestFull'),
        code: 'cart.guestFull',
      },
    };
  }
  for (const cookie of guestBasketCookies(productStorage, guestBasketId(cookies), request))
    headers.append('set-cookie', cookie);
  return { ok: true, value: basket };
}

export function noticeMessage(notice: BasketNotice, t: ReturnType<typeof translator>): string {
  return t('cart.countReduced', { count: notice.count });
}
