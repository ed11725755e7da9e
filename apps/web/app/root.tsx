import './lib/zod-without-eval';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { NavigationError, navigationFailure, useTrackNavigationError } from './components/navigation-error';
import { LangProvider, translator } from './lib/i18n';
import { splitLangPath } from './lib/language';
import { webOf } from './lib/load-context';
import { useNonce } from './lib/nonce';
import { pageUrl } from './lib/page-url';
import { earlyClickScript } from './lib/use-deferred';

export function loader({ request, context }: Route.LoaderArgs) {
  // The origin is for meta functions (absolute canonical, hreflang and JSON-LD addresses): see lib/seo.
  const web = webOf(context);
  return {
    lang: splitLangPath(pageUrl(request).pathname).lang,
    origin: web.publicUrl,
    testPayments: web.testPayments === true,
  };
}

/**
 * On a public site running the sandbox bank (ALLOW_TEST_PAYMENTS), every page says that payments
 * are only a test, before anything else, so nobody takes it for the real marketplace.
 */
function TestPaymentsBand() {
  const testPayments = useRouteLoaderData<typeof loader>('root')?.testPayments === true;
  const lang = usePageLang();
  if (!testPayments) return null;
  return (
    <div
      role="status"
      data-testid="test-payments-band"
      className="bg-amber-300 px-4 py-1.5 text-center text-sm font-semibold text-black"
    >
      {translator(lang)('testPayments.band')}
    </div>
  );
}

/** Spec: the mobile-app flag is false above 600 px, true otherwise; kept and sent as fromMobileApp. */
const mobileFlagScript = `(function(){try{var m=String(window.innerWidth<=600);localStorage.setItem('fromMobileApp',m);document.cookie='fromMobileApp='+m+';path=/;max-age=31536000;samesite=lax'}catch(e){}})();`;

/** The page's language: the root's, or when its data did not come (a failed navigation), the address's. */
function usePageLang() {
  const { pathname } = useLocation();
  return useRouteLoaderData<typeof loader>('root')?.lang ?? splitLangPath(pathname).lang;
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = usePageLang();
  const nonce = useNonce();
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, run before paint */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: mobileFlagScript }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, run before the page's code */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyClickScript }} />
        <Meta />
        <Links />
      </head>
      <body className="ltr min-h-screen bg-white font-sans antialiased">
        <TestPaymentsBand />
        <LangProvider lang={lang}>{children}</LangProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Marks the page live (hydrated). Before it, a link whose dialog loads on first use (cookie
    // settings, filters) goes to its page instead; journeys that mean the dialog wait for this.
    document.documentElement.dataset.live = 'true';
  }, []);
  return <Outlet />;
}

/** Last resort when even the store layout failed: a plain page that never leaks internals. */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = usePageLang();
  const t = translator(lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A navigation whose data request failed as a whole (the server unreachable, a proxy's 503) ends here.
  const failure = navigationFailure(error);
  useTrackNavigationError(failure);
  if (failure)
    return (
      <main id="main">
        <NavigationError />
      </main>
    );
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{t(notFound ? 'notFound.title' : 'error.title')}</h1>
      <p className="mt-3 text-muted">{t(notFound ? 'notFound.text' : 'error.text')}</p>
      <a
        className="mt-6 inline-block rounded-lg bg-accent px-5 py-2.5 font-semibold text-white"
        href={lang === 'az' ? '/' : `/${lang}`}
      >
        {t('notFound.home')}
      </a>
    </main>
  );
}
