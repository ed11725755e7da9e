import type { ComboDetail } from '@bazar/contracts';
import { useT } from '../../../lib/i18n';
import { ProductCard } from '../product-card';

/** The combo's products as cards, each with how many of it the combo holds. */
export function ComboItems({ items }: { items: ComboDetail['items'] }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" data-testid="combo-items">
      {items.map(({ product, count }) => (
        <li key={product.id} className="relative">
          <ProductCard product={product} />
          <span
            className="pointer-events-none absolute top-2 right-2 z-10 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-white"
            data-testid="combo-item-count"
          >
            {t('combo.count', { count })}
          </span>
        </li>
      ))}
    </ul>
  );
}
