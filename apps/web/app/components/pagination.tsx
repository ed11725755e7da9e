import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

/** The page numbers to show: the first, the last and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && n - previous > 1 ? ['gap' as const, n] : [n];
  });
}

const cell = 'inline-flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm';

/** Numbered paging with previous and next links (rel prev/next); nothing when there is one page. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-8" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {page > 1 && (
          <li>
            <Link
              to={hrefFor(page - 1)}
              rel="prev"
              className={`${cell} border-line hover:border-accent hover:text-accent`}
            >
              <ChevronLeft className="size-4" aria-hidden />
              <span className="sr-only sm:not-sr-only sm:ml-1">{t('catalog.pagination.previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${index}`} className="px-1 text-muted" aria-hidden>
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('catalog.pagination.page', { page: entry })}
                className={`${cell} ${
                  entry === page
                    ? 'border-accent bg-accent font-semibold text-white'
                    : 'border-line hover:border-accent hover:text-accent'
                }`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link
              to={hrefFor(page + 1)}
              rel="next"
              className={`${cell} border-line hover:border-accent hover:text-accent`}
            >
              <span className="sr-only sm:not-sr-only sm:mr-1">{t('catalog.pagination.next')}</span>
              <ChevronRight className="size-4" aria-hidden />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
