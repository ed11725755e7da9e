import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';

/** The spec's "no products" state: a way out is clearing the filters, or else going home. */
export function EmptyListing({ clearHref }: { clearHref: string | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section
      className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-14 text-center"
      data-testid="empty-listing"
    >
      <PackageSearch className="size-12 text-muted" aria-hidden />
      <h2 className="mt-4 text-lg font-bold">{t('catalog.empty.title')}</h2>
      <p className="mt-2 max-w-sm text-sm text-muted">
        {t(clearHref ? 'catalog.empty.filtered' : 'catalog.empty.text')}
      </p>
      <Link
        to={clearHref ?? localizePath('/', lang)}
        className="mt-6 rounded-lg bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
      >
        {t(clearHref ? 'catalog.empty.clear' : 'catalog.empty.home')}
      </Link>
    </section>
  );
}
