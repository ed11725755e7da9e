import type { Lang, Wishlist, WishlistRef } from '@bazar/contracts';
import { data } from 'react-router';
import { readCookie } from '../../lib/cookies';
import { guestFavourites } from '../../lib/guest-storage';
import { favouritesCookie } from '../../lib/guest-storage.server';
import { translator } from '../../lib/i18n';
import { type RouteContext, webOf } from '../../lib/load-context';
import { tokenCookie } from '../../lib/session';
import { toastSetCookie } from '../../lib/toast.server';
import { basketAction } from '../basket/basket.server';

interface Args {
  request: Request;
  context: RouteContext;
}

const isMember = (request: Request) => Boolean(readCookie(request.headers.get('cookie'), tokenCookie));

/** The wishlist page's list: a member's from the API, a guest's favItems described by it. */
export async function loadWishlist({ request, context }: Args): Promise<Wishlist> {
  if (isMember(request)) return webOf(context).api.wishlist.list({});
  const result = await webOf(context).api.wishlist.guest({
    body: { items: guestFavourites(request.headers.get('cookie')) },
  });
  return result.ok ? result.value : { count: 0, items: [] };
}

function refOf(form: FormData): WishlistRef | null {
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { id, isCombo: form.get('isCombo') === 'true' };
}

export type WishlistActionResult = { ok: true; favourite: boolean } | { ok: false; message: string };

/**
 * The heart and the wishlist page: `toggle` favourites or forgets, `remove` forgets, `toBasket` puts
 * the item in the basket and takes it off the list.
 */
export async function wishlistAction(args: Args, lang: Lang) {
  const { request, context } = args;
  const t = translator(lang);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const ref = refOf(form);
  const headers = new Headers();
  const fail = (message: string, status: number) => {
    headers.append('set-cookie', toastSetCookie({ kind: 'error', message }));
    return data<WishlistActionResult>({ ok: false, message }, { status, headers });
  };
  if (!ref) return fail(t('wishlist.notFound'), 400);
  const favourite = intent === 'toggle' ? form.get('favourite') !== 'true' : false;

  if (intent === 'toBasket') {
    const addition = new FormData();
    addition.set('intent', 'add');
    for (const field of ['productId', 'productComboId']) {
      const value = form.get(field);
      if (value !== null) addition.set(field, value);
    }
    const added = await basketAction(args, lang, addition);
    if (added.data.ok === false) return added;
    for (const cookie of added.init?.headers ? new Headers(added.init.headers).getSetCookie() : [])
      headers.append('set-cookie', cookie);
  } else if (intent !== 'toggle' && intent !== 'remove') return fail(t('cart.unknownAction'), 400);

  if (isMember(request)) {
    const result = favourite
      ? await webOf(context).api.wishlist.add({ body: ref })
      : await webOf(context).api.wishlist.remove({ query: { Id: ref.id, isCombo: ref.isCombo } });
    if (!result.ok) return fail(result.problem.detail, result.status);
  } else {
    const others = guestFavourites(request.headers.get('cookie')).filter(
      (item) => item.id !== ref.id || item.isCombo !== ref.isCombo,
    );
    if (favourite) {
      const checked = await webOf(context).api.wishlist.guest({ body: { items: [ref] } });
      if (!checked.ok || checked.value.count === 0) return fail(t('wishlist.notFound'), 404);
    }
    headers.append('set-cookie', favouritesCookie(favourite ? [ref, ...others] : others, request));
  }
  return data<WishlistActionResult>({ ok: true, favourite }, { headers });
}
