import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { StateBadge } from '../../features/backoffice/content-shared';
import { formatDateTime } from '../../features/orders/order-parts';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { webOf } from '../../lib/load-context';
import { staticPageMeta } from '../../lib/route-meta';
import type { Route } from './+types/pages';

export const meta = staticPageMeta('admin.content.pages.title');

/** `{lang}/admin/pages`: the legal pages, each with its version in force and the next one announced. */
export async function loader({ context }: Route.LoaderArgs) {
  return { pages: (await webOf(context).api.backofficeContent.pages({})).items };
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  return (
    <>
      <PageHeading sub={t('admin.content.pages.hint')}>{t('admin.content.pages.title')}</PageHeading>
      <ul className="divide-y divide-line rounded-card border border-line" data-testid="pages-list">
        {loaderData.pages.map((page) => (
          <li key={page.slug} className="p-3 sm:p-4">
            <Link
              to={localizePath(`/admin/pages/${page.slug}`, lang)}
              className="font-semibold text-accent hover:underline"
            >
              {page.title}
            </Link>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              {page.inForce && (
                <>
                  <StateBadge state="in-force" label={t('admin.content.versionState.in-force')} />
                  {t('admin.content.pages.versionSince', {
                    version: page.inForce.version,
                    date: formatDateTime(page.inForce.effectiveAt),
                  })}
                </>
              )}
            </p>
            {page.upcoming && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                <StateBadge state="upcoming" label={t('admin.content.versionState.upcoming')} />
                {t('admin.content.pages.versionFrom', {
                  version: page.upcoming.version,
                  date: formatDateTime(page.upcoming.effectiveAt),
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
