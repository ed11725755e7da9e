import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useLang, useT } from '../../../lib/i18n';
import { localizePath } from '../../../lib/language';

/** The spec's "no products" state: a way out is clearing the filters, or else going home. */
export function EmptyListing({ clearHref }: { clearHref: string | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <EmptyState
      icon={PackageSearch}
      title={t('catalog.empty.title')}
      testId="empty-listing"
      look="listing"
      section
    >
      <p className="mt-2 max-w-sm text-sm text-muted">
        {t(clearHref ? 'catalog.empty.filtered' : 'catalog.empty.text')}
      </p>
      <Link
        to={clearHref ?? localizePath('/', lang)}
        className="mt-6 rounded-lg bg-accent px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-hover"
      >
        {t(clearHref ? 'catalog.empty.clear' : 'catalog.empty.home')}
      </Link>
    </EmptyState>
  );
}
