import { Search, X } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';

/**
 * Searches the current group by title, code or stock code. A plain GET form: the search lives in the
 * URL (`?q=`), starts at page 1, and works the same without JavaScript.
 */
export function ProductSearch({ action, q }: { action: string; q: string }) {
  const t = useT();
  // While another group or search loads, the box waits: what one typed meanwhile would be lost when
  // that page's form replaces this one.
  const loading = useNavigation().state !== 'idle';
  return (
    <Form
      // A new group or search is a new form: the box shows the search that is applied, not the last one typed.
      key={`${action}?${q}`}
      method="get"
      action={action}
      role="search"
      aria-label={t('seller.products.search.label')}
      className="mb-4 flex flex-wrap items-center gap-2"
    >
      <label htmlFor="seller-product-search" className="sr-only">
        {t('seller.products.search.label')}
      </label>
      <div className="relative min-w-0 flex-1 sm:max-w-md">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id="seller-product-search"
          type="search"
          name="q"
          defaultValue={q}
          readOnly={loading}
          aria-busy={loading}
          maxLength={100}
          placeholder={t('seller.products.search.placeholder')}
          className="w-full rounded-lg border border-line py-2 pl-9 pr-3 text-sm focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
          data-testid="products-search"
        />
      </div>
      <button
        type="submit"
        className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white hover:bg-accent-hover"
      >
        {t('seller.products.search.submit')}
      </button>
      {q && (
        <Link
          to={action}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-muted hover:text-ink"
          data-testid="products-search-clear"
        >
          <X className="size-4" aria-hidden />
          {t('seller.products.search.clear')}
        </Link>
      )}
    </Form>
  );
}
