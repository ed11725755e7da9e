import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { ConsentButtons, ConsentPostForm, PurposeChoice, SaveButton } from './consent-form';

/**
 * Spec PRV-05: on a visitor's first page, what Bazar stores and what it would like to, before any
 * of it loads. Rendered by the server and answered with a form post, so it works without
 * JavaScript; "Choose" opens the two purposes (a disclosure element, again without scripts).
 * It sits at the foot of the window and covers nothing the visitor must answer first.
 */
export function ConsentBanner() {
  const t = useT();
  const lang = useLang();
  return (
    <section
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-[60] max-h-[80vh] overflow-y-auto border-t border-line bg-white shadow-[0_-4px_24px_rgba(0,0,0,0.12)]"
    >
      <ConsentPostForm offered={['analytics', 'marketing']} className="mx-auto max-w-7xl space-y-3 px-4 py-4">
        <h2 id="consent-banner-title" className="text-base font-bold">
          {t('consent.banner.title')}
        </h2>
        <p className="text-sm text-muted">
          {t('consent.banner.text')}{' '}
          <Link to={localizePath('/privacy-policy', lang)} className="font-semibold text-accent underline">
            {t('consent.banner.policy')}
          </Link>
        </p>
        <details className="group rounded-lg border border-line open:p-3">
          <summary className="cursor-pointer list-none px-3 py-2 text-sm font-semibold text-accent group-open:px-0 group-open:pt-0">
            {t('consent.choose')}
          </summary>
          <div className="mt-2 space-y-3">
            <PurposeChoice purpose="analytics" checked={false} idPrefix="consent-banner" />
            <PurposeChoice purpose="marketing" checked={false} idPrefix="consent-banner" />
            <SaveButton />
          </div>
        </details>
        <ConsentButtons />
      </ConsentPostForm>
    </section>
  );
}
