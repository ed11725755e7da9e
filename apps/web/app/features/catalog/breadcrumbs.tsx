import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

export interface Crumb {
  label: string;
  /** Absent for the current page, the last crumb. */
  to?: string;
}

/** Where the page sits: home, its categories, then the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('product.breadcrumbs')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${item.to ?? 'current'}`} className="flex min-w-0 items-center gap-1">
            {index > 0 && <ChevronRight className="size-3.5 shrink-0" aria-hidden />}
            {item.to ? (
              <Link to={item.to} className="hover:text-accent hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
