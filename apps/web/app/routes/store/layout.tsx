import { isLang } from '@bazar/contracts';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
} from 'react-router';
import { Footer } from '../../components/footer';
import { Header } from '../../components/header';
import { NotFound } from '../../components/not-found';
import { Toaster } from '../../components/toaster';
import { useCurrentUserMirror } from '../../features/accounts/current-user-mirror';
import { useGuestStorageMirror } from '../../features/basket/guest-storage-mirror';
import { ApiError } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies';
import { favouriteKey, guestBasket, guestFavourites } from '../../lib/guest-storage';
import { useT } from '../../lib/i18n';
import { languageKey, localizePath, looksLikeLanguage, storedLanguage } from '../../lib/language';
import { readCurrentUser, tokenCookie } from '../../lib/session';
import { readToast } from '../../lib/toast';
import { clearToastCookie } from '../../lib/toast.server';
import type { Route } from './+types/layout';

/** What a route module may export as `handle` to follow the spec's layout rules. */
export interface LayoutHandle {
  header?: false;
  footer?: false;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie');
  if (params.lang !== undefined && !(isLang(params.lang) && params.lang !== 'az')) {
    // Spec: a language we do not support falls back to the stored one, else az; az itself has no prefix.
    if (!looksLikeLanguage(params.lang)) throw data(null, { status: 404 });
    const fallback = params.lang === 'az' ? 'az' : (storedLanguage(cookies) ?? 'az');
    const rest = `/${url.pathname.split('/').slice(2).join('/')}`;
    throw redirect(localizePath(rest, fallback) + url.search);
  }
  const lang = isLang(params.lang) ? params.lang : 'az';
  const layout = await context.api.layout();
  const user = readCurrentUser(cookies);
  const { basketCount, favourites } = await basketAndFavourites(context, cookies);
  const wishlistCount = favourites.length;
  const toast = readToast(cookies);
  const headers = new Headers();
  if (storedLanguage(cookies) !== lang) {
    headers.append('set-cookie', `${languageKey}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  if (toast) headers.append('set-cookie', clearToastCookie);
  return data({ lang, layout, basketCount, wishlistCount, favourites, user, toast }, { headers });
}

/**
 * The header badges and the hearts: a member's from the API (spec: the wishlist is loaded at start
 * when a user exists), a guest's from the browser's cookies. A session the API no longer knows
 * counts as a guest; the account pages send it to sign in.
 */
async function basketAndFavourites(context: Route.LoaderArgs['context'], cookies: string | null) {
  if (readCookie(cookies, tokenCookie)) {
    try {
      const [basket, wishlist] = await Promise.all([context.api.basketCount(), context.api.wishlist()]);
      return { basketCount: basket.count, favourites: wishlist.items.map(favouriteKey) };
    } catch (error) {
      if (!(ApiError.is(error) && error.status === 401)) throw error;
    }
  }
  return {
    basketCount: guestBasket(cookies).reduce((sum, item) => sum + item.count, 0),
    favourites: guestFavourites(cookies).map(favouriteKey),
  };
}

export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The menu and footer only change with the language (or after a form post changed counts).
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentParams.lang !== nextParams.lang;
}

function useLayoutRules() {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as LayoutHandle);
  return {
    header: !handles.some((handle) => handle.header === false),
    footer: !handles.some((handle) => handle.footer === false),
  };
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { header, footer } = useLayoutRules();
  useCurrentUserMirror(loaderData.user);
  useGuestStorageMirror();
  return (
    <div className="flex min-h-screen flex-col">
      <Toaster toast={loaderData.toast} />
      {header && (
        <Header
          layout={loaderData.layout}
          basketCount={loaderData.basketCount}
          wishlistCount={loaderData.wishlistCount}
          user={loaderData.user}
        />
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {footer && <Footer layout={loaderData.layout} />}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const forbidden = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  return (
    <div className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p className="mt-3 text-muted">{t(forbidden ? 'error.noPermission' : 'error.text')}</p>
    </div>
  );
}
