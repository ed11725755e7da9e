import type { ProductDetail, ProductVariant } from '@bazar/contracts';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { optionChoices, variantParam } from './variants';

/**
 * Up to two offer fields (memory, colour, size) as option links: each keeps the choice in the
 * address (?v=), so the server renders it and the page can be shared; a combination out of stock
 * stays choosable (to ask the seller about it) but is marked.
 */
export function VariantPicker({
  product,
  current,
}: {
  product: Pick<ProductDetail, 'offerFields' | 'variants'>;
  current: ProductVariant;
}) {
  const t = useT();
  return (
    <div className="space-y-4" data-testid="variant-picker">
      {product.offerFields.slice(0, 2).map((field, index) => {
        const choices = optionChoices(product, current, index as 0 | 1);
        const chosen = choices.find((choice) => choice.selected);
        const labelId = `offer-field-${field.id}`;
        return (
          <div key={field.id}>
            <p id={labelId} className="mb-2 text-sm">
              <span className="font-semibold">{field.name}:</span> {chosen?.label}
            </p>
            <ul className="flex flex-wrap gap-2" aria-labelledby={labelId}>
              {choices.map((choice) => {
                const look = `inline-flex min-w-12 items-center justify-center rounded-lg border px-3 py-2 text-sm ${
                  choice.selected ? 'border-accent bg-accent-soft font-semibold text-accent' : 'border-line'
                } ${choice.inStock ? '' : 'border-dashed text-muted line-through'}`;
                const note = choice.inStock ? null : (
                  <span className="sr-only">, {t('product.outOfStock')}</span>
                );
                return (
                  <li key={choice.valueId}>
                    {choice.variantId === null ? (
                      <span className={`${look} cursor-not-allowed opacity-50`} aria-disabled="true">
                        {choice.label}
                        {note}
                      </span>
                    ) : (
                      <Link
                        to={`?${variantParam}=${choice.variantId}`}
                        replace
                        preventScrollReset
                        aria-current={choice.selected ? 'true' : undefined}
                        className={`${look} hover:border-accent`}
                        data-testid="variant-option"
                      >
                        {choice.label}
                        {note}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
