import type { HomeCounts as Counts } from '@bazar/contracts';
import { LayoutGrid, Package, Store } from 'lucide-react';
import { useT } from '../../lib/i18n';

/** The marketplace in figures: shops, products, categories. */
export function HomeCounts({ counts }: { counts: Counts }) {
  const t = useT();
  const figures = [
    { key: 'shops', icon: Store, text: t('home.counts.shops', { count: counts.shops }) },
    { key: 'products', icon: Package, text: t('home.counts.products', { count: counts.products }) },
    { key: 'categories', icon: LayoutGrid, text: t('home.counts.categories', { count: counts.categories }) },
  ];
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2 sm:gap-4" data-testid="home-counts">
      {figures.map(({ key, icon: Icon, text }) => (
        <li
          key={key}
          className="flex flex-col items-center gap-1 rounded-card bg-accent-soft px-2 py-3 text-center text-xs font-semibold text-accent sm:flex-row sm:justify-center sm:gap-3 sm:text-base"
          data-testid={`count-${key}`}
        >
          <Icon className="size-5 shrink-0 sm:size-6" aria-hidden />
          {text}
        </li>
      ))}
    </ul>
  );
}
