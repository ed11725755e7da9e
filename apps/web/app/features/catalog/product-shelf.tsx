import type { ProductCard as ProductCardData } from '@bazar/contracts';
import { ProductCard } from './product-card';
import { Shelf } from './shelf';

/** Product cards in a sideways row: similar, promoted, discounted, new, top rated. */
export function ProductShelf({
  id,
  title,
  products,
  to,
}: {
  id: string;
  title: string;
  products: ProductCardData[];
  to?: string;
}) {
  return (
    <Shelf
      id={id}
      title={title}
      to={to}
      items={products}
      itemKey={(product) => product.id}
      render={(product) => <ProductCard product={product} />}
    />
  );
}
