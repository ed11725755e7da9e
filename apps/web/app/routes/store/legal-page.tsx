import { type ContentPage, type Lang, marketTimeZone, PageSlug } from '@bazar/contracts';
import { Container } from '../../components/page-heading';
import { textExcerpt } from '../../features/content/text-excerpt';
import { formatDateTime } from '../../features/orders/order-parts';
import { useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam } from '../../lib/route-meta';
import { pageMeta, siteOrigin } from '../../lib/seo';
import type { Route } from './+types/legal-page';

/**
 * A day as the page's language writes it in words (12 mart 2026, 12 March 2026), on Baku's
 * calendar. Formatted by the server, whose Intl knows every language's month names, and handed
 * down as text, so the browser shows the same words.
 */
function longDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: marketTimeZone }).format(new Date(iso));
}

/** Buyer agreement, privacy policy and GDPR page: one module, the route id names the page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const slug = PageSlug.parse(pageUrl(request).pathname.split('/').pop());
  const page = await webOf(context).api.content.page({ query: { slug } });
  return {
    page,
    effectiveDate: page.effectiveAt ? longDate(page.effectiveAt, langParam(params.lang)) : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, params, location, matches }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.page.title} | Bazar`,
        description: textExcerpt(loaderData.page.body),
        pathname: location.pathname,
        origin: siteOrigin(matches),
        lang: langParam(params.lang),
      })
    : [];

/** Spec PRV-03: a new text is announced with its date before it takes effect, and can be read. */
function UpcomingVersion({ upcoming }: { upcoming: NonNullable<ContentPage['upcoming']> }) {
  const t = useT();
  return (
    <aside
      className="mb-6 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="upcoming-version"
    >
      <p className="font-semibold">{t('legal.upcoming', { date: formatDateTime(upcoming.effectiveAt) })}</p>
      <p className="mt-1">{t('legal.upcomingHint')}</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-accent">{t('legal.readUpcoming')}</summary>
        <div className="mt-3 rounded-lg bg-white p-3 text-ink">
          <h2 className="mb-2 text-lg font-bold">{upcoming.title}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API when it was published */}
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: upcoming.body }} />
        </div>
      </details>
    </aside>
  );
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, effectiveDate } = loaderData;
  return (
    <Container narrow>
      <article>
        <h1 className="mb-2 text-2xl font-bold sm:text-3xl">{page.title}</h1>
        {page.version !== null && effectiveDate && (
          <p className="mb-4 text-sm text-muted" data-testid="legal-version">
            {t('legal.versionInForce', { version: page.version, date: effectiveDate })}
          </p>
        )}
        {page.upcoming && <UpcomingVersion upcoming={page.upcoming} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: marketplace-authored legal text, sanitized when published */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.body }} />
      </article>
    </Container>
  );
}
