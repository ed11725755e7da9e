import { productEditorLimits } from '@bazar/contracts';
import { useEffect, useState } from 'react';
import { FieldError } from '../../components/form';
import { useT } from '../../lib/i18n';
import { combinationsOf, type ProductFormValues } from './product-form-values';

type Variant = ProductFormValues['variants'][number];
type Errors = Partial<Record<string, string>>;

const cellInput =
  'w-full min-w-20 rounded-md border border-line bg-white px-2 py-1.5 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm';

const keyOf = (value: string, secondValue: string) => `${value}\u0000${secondValue}`;

/**
 * Up to two offer fields (colour, size...) and a row per combination of their values with its own
 * count and prices. With JavaScript the rows follow the values as they are typed; without it the
 * "show the combinations" button asks the server to draw them.
 */
export function ProductVariants({
  initial,
  defaultPrice,
  errors,
  hydrated,
  onVariantsChange,
}: {
  initial: ProductFormValues;
  defaultPrice: string;
  errors: Errors;
  hydrated: boolean;
  /** Whether any field has values: the product's own count then gives way to the rows'. */
  onVariantsChange: (hasVariants: boolean) => void;
}) {
  const t = useT();
  const [fields, setFields] = useState(() =>
    Array.from(
      { length: productEditorLimits.maxOfferFields },
      (_, index) => initial.offerFields[index] ?? { name: '', values: '' },
    ),
  );
  const [typed, setTyped] = useState(
    () => new Map(initial.variants.map((variant) => [keyOf(variant.value, variant.secondValue), variant])),
  );
  const given = fields.filter((field) => field.name.trim() !== '' || field.values.trim() !== '');
  const rows: Variant[] = combinationsOf(given).map(
    ([value, secondValue]) =>
      typed.get(keyOf(value, secondValue)) ?? {
        value,
        secondValue,
        count: '',
        price: defaultPrice,
        discountedPrice: '',
      },
  );
  const setField = (index: number, change: Partial<{ name: string; values: string }>) =>
    setFields((current) => current.map((field, at) => (at === index ? { ...field, ...change } : field)));
  const setCell = (row: Variant, change: Partial<Variant>) =>
    setTyped((current) => new Map(current).set(keyOf(row.value, row.secondValue), { ...row, ...change }));
  const hasSecond = given.length > 1;
  const hasVariants = rows.length > 0;
  useEffect(() => onVariantsChange(hasVariants), [hasVariants, onVariantsChange]);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('productForm.variantsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field, index) => (
          <fieldset
            key={index === 0 ? 'first' : 'second'}
            className="space-y-2 rounded-lg border border-line p-3"
          >
            <legend className="px-1 text-sm font-semibold">
              {t(index === 0 ? 'productForm.firstField' : 'productForm.secondField')}
            </legend>
            <label className="block text-sm">
              <span className="mb-1 block">{t('productForm.offerName')}</span>
              <input
                name="offerName"
                value={field.name}
                onChange={(event) => setField(index, { name: event.currentTarget.value })}
                placeholder={t('productForm.offerNamePlaceholder')}
                className={cellInput}
                aria-invalid={errors[`offerFields.${index}.name`] ? true : undefined}
                aria-describedby={`offer-${index}-name-error`}
              />
            </label>
            <FieldError id={`offer-${index}-name-error`}>{errors[`offerFields.${index}.name`]}</FieldError>
            <label className="block text-sm">
              <span className="mb-1 block">{t('productForm.offerValues')}</span>
              <input
                name="offerValues"
                value={field.values}
                onChange={(event) => setField(index, { values: event.currentTarget.value })}
                placeholder={t('productForm.offerValuesPlaceholder')}
                className={cellInput}
                aria-invalid={errors[`offerFields.${index}.values`] ? true : undefined}
                aria-describedby={`offer-${index}-values-error`}
              />
            </label>
            <FieldError id={`offer-${index}-values-error`}>
              {errors[`offerFields.${index}.values`]}
            </FieldError>
          </fieldset>
        ))}
      </div>
      <FieldError id="offer-fields-error">{errors.offerFields}</FieldError>
      {!hydrated && (
        <button
          type="submit"
          name="intent"
          value="refresh"
          className="rounded-lg border border-line px-3 py-2 text-sm font-semibold hover:bg-surface"
        >
          {t('productForm.variantsRefresh')}
        </button>
      )}
      {rows.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="variant-rows">
            <thead>
              <tr className="text-left text-muted">
                <th className="py-1 pr-2 font-semibold">{t('productForm.combination')}</th>
                <th className="py-1 pr-2 font-semibold">{t('productForm.count')}</th>
                <th className="py-1 pr-2 font-semibold">{t('productForm.price')}</th>
                <th className="py-1 font-semibold">{t('productForm.discountedPrice')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = hasSecond ? `${row.value} / ${row.secondValue}` : row.value;
                const error = (name: string) => errors[`variants.${index}.${name}`];
                return (
                  <tr key={keyOf(row.value, row.secondValue)} className="border-t border-line align-top">
                    <th scope="row" className="py-2 pr-2 font-normal">
                      {label}
                      <input type="hidden" name="variantValue" value={row.value} />
                      <input type="hidden" name="variantSecondValue" value={row.secondValue} />
                      <FieldError id={`variant-${index}-value-error`}>{error('value')}</FieldError>
                    </th>
                    {(['count', 'price', 'discountedPrice'] as const).map((name) => (
                      <td key={name} className="py-2 pr-2">
                        <input
                          name={`variant${name[0]?.toUpperCase()}${name.slice(1)}`}
                          value={row[name]}
                          onChange={(event) => setCell(row, { [name]: event.currentTarget.value })}
                          inputMode={name === 'count' ? 'numeric' : 'decimal'}
                          aria-label={`${label}: ${t(
                            name === 'count'
                              ? 'productForm.count'
                              : name === 'price'
                                ? 'productForm.price'
                                : 'productForm.discountedPrice',
                          )}`}
                          className={cellInput}
                          aria-invalid={error(name) ? true : undefined}
                          aria-describedby={`variant-${index}-${name}-error`}
                        />
                        <FieldError id={`variant-${index}-${name}-error`}>{error(name)}</FieldError>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <FieldError id="variants-error">{errors.variants}</FieldError>
    </div>
  );
}
