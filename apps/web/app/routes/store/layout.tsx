import { isLang } from '@bazar/contracts';
import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteError,
} from 'react-router';
import {
  NavigationError,
  navigationFailure,
  useTrackNavigationError,
} from '../../components/navigation-error';
import { NavigationProgress, useSlowNavigation } from '../../components/navigation-progress';
import { NotFound } from '../../components/not-found';
import { Toaster } from '../../components/toaster';
import { useCurrentUserMirror } from '../../features/accounts/current-user-mirror';
import { useGuestStorageMirror } from '../../features/basket/guest-storage-mirror';
import { AnalyticsTag } from '../../features/privacy/analytics-tag';
import { ConsentBanner } from '../../features/privacy/consent-banner';
import { privacyChrome } from '../../features/privacy/consent-chrome.server';
import { PolicyNoticeBar } from '../../features/privacy/policy-notice';
import { Footer } from '../../features/store-frame/footer';
import { Header } from '../../features/store-frame/header';
import { readCookie } from '../../lib/cookies';
import { isSessionEnd } from '../../lib/guard.server';
import { favouriteKey, guestBasket, guestFavourites } from '../../lib/guest-storage';
import { translator, useT } from '../../lib/i18n';
import { languageKey, localizePath, looksLikeLanguage, storedLanguage } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import { readCurrentUser, tokenCookie } from '../../lib/session';
import { type LayoutHandle, type StoreChrome, useStoreLayout } from '../../lib/store-layout';
import { readToast } from '../../lib/toast';
import { clearToastCookie } from '../../lib/toast.server';
import type { Route } from './+types/layout';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const cookies = request.headers.get('cookie');
  // A first segment that is no language at all is an address we do not have (an az page).
  const unknownPage = params.lang !== undefined && !isLang(params.lang) && !looksLikeLanguage(params.lang);
  if (params.lang !== undefined && !unknownPage && !(isLang(params.lang) && params.lang !== 'az')) {
    // Spec: a language we do not support falls back to the stored one, else az; az itself has no prefix.
    const fallback = params.lang === 'az' ? 'az' : (storedLanguage(cookies) ?? 'az');
    const rest = `/${url.pathname.split('/').slice(2).join('/')}`;
    throw redirect(localizePath(rest, fallback) + url.search);
  }
  const lang = isLang(params.lang) ? params.lang : 'az';
  const layout = await webOf(context).api.home.layout({ query: {} });
  const user = readCurrentUser(cookies);
  const { basketCount, favourites, unreadNotifications, consents } = await memberCounts(context, cookies);
  const wishlistCount = favourites.length;
  const toast = readToast(cookies);
  const headers = new Headers();
  if (storedLanguage(cookies) !== lang) {
    headers.append('set-cookie', `${languageKey}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`);
  }
  if (toast) headers.append('set-cookie', clearToastCookie);
  const privacy = privacyChrome(webOf(context).trackers, cookies, consents, lang);
  const chrome: StoreChrome = {
    lang,
    layout,
    basketCount,
    wishlistCount,
    favourites,
    unreadNotifications,
    user,
    toast,
    privacy,
  };
  // The 404 carries what the header and footer need: it is shown in the site's frame too.
  if (unknownPage) throw data(chrome, { status: 404, headers });
  return data(chrome, { headers });
}

/** Every page's title: an error page says what went wrong; a page without a title of its own is the site's. */
export const meta: Route.MetaFunction = ({ params, error }) => {
  const t = translator(langParam(params.lang));
  if (!error) return [{ title: `${t('site.name')} | ${t('site.tagline')}` }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? 'notFound.title'
      : status === 401 || status === 403
        ? 'error.noPermissionTitle'
        : 'error.title';
  return [{ title: `${t(title)} | ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
};

/**
 * The header badges and the hearts: a member's from the API (spec: the wishlist is loaded at start
 * when a user exists) with their unread notifications, a guest's from the browser's cookies. A session the API no longer knows
 * counts as a guest; the account pages send it to sign in. A member's consents come too: whether
 * they restricted processing (no analytics) and the legal texts they have yet to read (PRV-03).
 */
async function memberCounts(context: Route.LoaderArgs['context'], cookies: string | null) {
  if (readCookie(cookies, tokenCookie)) {
    try {
      const [basket, wishlist, notifications, consents] = await Promise.all([
        webOf(context).api.basket.count({}),
        webOf(context).api.wishlist.list({}),
        webOf(context).api.notifications.unread({}),
        webOf(context).api.privacy.consents({ query: {} }),
      ]);
      return {
        basketCount: basket.count,
        favourites: wishlist.items.map(favouriteKey),
        unreadNotifications: notifications.unread,
        consents,
      };
    } catch (error) {
      if (!isSessionEnd(error)) throw error;
    }
  }
  return {
    basketCount: guestBasket(cookies).reduce((sum, item) => sum + item.count, 0),
    favourites: guestFavourites(cookies).map(favouriteKey),
    unreadNotifications: 0,
    consents: null,
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

/** The site's frame: header, the page, footer, the notification and the page-transition indicator. */
function StoreFrame({
  chrome,
  header = true,
  footer = true,
  children,
}: {
  chrome: StoreChrome | null;
  header?: boolean;
  footer?: boolean;
  children: ReactNode;
}) {
  const slow = useSlowNavigation();
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      {/* The first stop of the Tab key: past the header's links, straight to the page. */}
      <a
        href="#main"
        className="sr-only rounded-md bg-accent font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[110] focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('header.skipToContent')}
      </a>
      <NavigationProgress shown={slow} />
      {chrome && chrome.privacy.notices.length > 0 && <PolicyNoticeBar notices={chrome.privacy.notices} />}
      {chrome && <Toaster toast={chrome.toast} />}
      {chrome && header && (
        <Header
          layout={chrome.layout}
          basketCount={chrome.basketCount}
          wishlistCount={chrome.wishlistCount}
          unreadNotifications={chrome.unreadNotifications ?? 0}
          user={chrome.user}
        />
      )}
      <main id="main" className="flex-1" aria-busy={slow || undefined}>
        {children}
      </main>
      {chrome && footer && <Footer layout={chrome.layout} />}
      {chrome?.privacy.banner && <ConsentBanner />}
      {chrome?.privacy.analytics && (
        <AnalyticsTag id={chrome.privacy.analytics.id} marketing={chrome.privacy.analytics.marketing} />
      )}
    </div>
  );
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { header, footer } = useLayoutRules();
  useCurrentUserMirror(loaderData.user);
  useGuestStorageMirror();
  return (
    <StoreFrame chrome={loaderData} header={header} footer={footer}>
      <Outlet />
    </StoreFrame>
  );
}

/** What the layout loaded, or what its own 404 carried: the frame of an error page. */
function useChrome(error: unknown): StoreChrome | null {
  const loaded = useStoreLayout();
  if (loaded) return loaded;
  const carried = isRouteErrorResponse(error) ? (error.data as Partial<StoreChrome> | null) : null;
  return carried?.layout ? (carried as StoreChrome) : null;
}

/** Errors of every store page, 404 included, in the site's frame with its header and footer. */
export function ErrorBoundary() {
  const error = useRouteError();
  const chrome = useChrome(error);
  const t = useT();
  const forbidden = isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
  // A page that failed (not the visitor's mistake, a 4xx) goes on to /error, where it is recorded.
  const failure = navigationFailure(error);
  useTrackNavigationError(failure);
  return (
    <StoreFrame chrome={chrome}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : failure ? (
        <NavigationError />
      ) : (
        <div className="mx-auto max-w-xl p-8 text-center" data-testid="error-page">
          <h1 className="text-2xl font-bold">{t('error.title')}</h1>
          <p className="mt-3 text-muted">{t(forbidden ? 'error.noPermission' : 'error.text')}</p>
        </div>
      )}
    </StoreFrame>
  );
}
