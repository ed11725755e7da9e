import type { CategoryWithChildren } from '@bazar/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

/** The top-level categories with their first children named under each. */
export function CategoryGrid({ categories }: { categories: CategoryWithChildren[] }) {
  const t = useT();
  const lang = useLang();
  if (categories.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-3 text-xl font-bold">
        {t('home.shopCategories')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={localizePath(`/category/${category.id}-${category.slug}`, lang)}
              className="flex h-full flex-col rounded-card border border-line p-2.5 text-sm hover:border-accent hover:shadow-sm sm:p-4 sm:text-base"
            >
              <span className="font-semibold">{category.name}</span>
              <span className="mt-1 line-clamp-2 text-xs text-muted max-sm:hidden">
                {category.children.map((child) => child.name).join(', ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
