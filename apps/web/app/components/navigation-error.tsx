import { type ClientErrorReason, localPathOf } from '@bazar/contracts';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useLocation, useSubmit } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { localizePath, splitLangPath } from '../lib/language';

/** Why a page could not be shown, as the error record keeps it; null for the visitor's own mistakes (4xx). */
export interface NavigationFailure {
  reason: ClientErrorReason;
  status: number | null;
}

/**
 * A page's loader that failed on the server reaches the browser as a 5xx response or, in production,
 * as React Router's sanitized "Unexpected Server Error" (the page answered 500); a fetch that never
 * got an answer is a TypeError; anything else broke in the browser.
 */
export function navigationFailure(error: unknown): NavigationFailure | null {
  if (isRouteErrorResponse(error))
    return error.status >= 500 ? { reason: 'server', status: error.status } : null;
  if (error instanceof Error && (error.name === 'ApiError' || error.message === 'Unexpected Server Error'))
    return { reason: 'server', status: 500 };
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return { reason: 'unreachable', status: null };
  return { reason: 'page', status: null };
}

/**
 * Spec: /error is tracked after navigation errors. Once in the browser, a failed page goes on to
 * `{lang}/error` with its path and why (a post there records it); the error page itself is not
 * reported again, so a failure there cannot loop.
 */
export function useTrackNavigationError(failure: NavigationFailure | null) {
  const submit = useSubmit();
  const lang = useLang();
  const location = useLocation();
  const sent = useRef(false);
  const onErrorPage = splitLangPath(location.pathname).rest === '/error';
  const reason = failure?.reason;
  const status = failure?.status ?? null;
  useEffect(() => {
    if (!reason || onErrorPage || sent.current) return;
    sent.current = true;
    submit(
      { path: location.pathname + location.search, reason, status: status === null ? '' : String(status) },
      { method: 'post', action: localizePath('/error', lang), replace: true },
    );
  }, [reason, status, onErrorPage, location.pathname, location.search, lang, submit]);
}

/**
 * The page to try again: the one that failed, or on the error page (whose own frame may fail too)
 * the one it names.
 */
function useFailedPath(): string | null {
  const { pathname, search } = useLocation();
  if (splitLangPath(pathname).rest !== '/error') return pathname + search;
  return localPathOf(new URLSearchParams(search).get('path'));
}

/** What a visitor sees when a page could not be shown: what happened, and the ways back. */
export function NavigationError({ retry, noted = false }: { retry?: string | null; noted?: boolean }) {
  const t = useT();
  const lang = useLang();
  const failed = useFailedPath();
  if (retry === undefined) retry = failed;
  const button = 'inline-flex items-center justify-center rounded-lg px-5 py-2.5 font-semibold';
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      data-testid="error-page"
    >
      <TriangleAlert className="size-12 text-muted" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('error.title')}</h1>
      <p className="mt-3 text-muted">{t('error.text')}</p>
      {noted && <p className="mt-1 text-sm text-muted">{t('error.noted')}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {/* Whole-page loads: the site's frame may be what failed, so nothing is taken from this page. */}
        {retry && (
          <a href={retry} className={`${button} bg-accent text-white hover:bg-accent-hover`}>
            {t('error.tryAgain')}
          </a>
        )}
        <a href={localizePath('/', lang)} className={`${button} border border-line hover:bg-surface`}>
          {t('notFound.home')}
        </a>
      </div>
    </section>
  );
}
