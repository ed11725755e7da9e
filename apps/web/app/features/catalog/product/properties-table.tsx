import type { ProductDetail } from '@bazar/contracts';
import { useT } from '../../../lib/i18n';

/** The characteristics section, led by the manufacturer and the model. */
export function PropertiesTable({
  product,
}: {
  product: Pick<ProductDetail, 'manufacturer' | 'model' | 'properties'>;
}) {
  const t = useT();
  const rows = [
    ...(product.manufacturer ? [{ name: t('product.manufacturer'), value: product.manufacturer }] : []),
    ...(product.model ? [{ name: t('product.model'), value: product.model }] : []),
    ...product.properties,
  ];
  if (rows.length === 0) return null;
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="product-properties-title">
      <h2 id="product-properties-title" className="mb-3 text-xl font-bold">
        {t('product.properties')}
      </h2>
      <table className="w-full text-sm" data-testid="product-properties">
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.name}:${row.value}`} className="border-b border-line last:border-0">
              <th scope="row" className="w-2/5 py-2.5 pr-4 text-left font-normal text-muted">
                {row.name}
              </th>
              <td className="py-2.5 font-medium">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
