import type { ProductVariant } from '@bazar/contracts';
import { describe, expect, it } from 'vitest';
import { optionChoices, payablePrice, selectedVariant, variantLabel } from './variants';

const variant = (
  id: number,
  valueId: number,
  secondValueId: number | null,
  price: number,
  stockCount: number,
) =>
  ({
    id,
    valueId,
    secondValueId,
    price,
    discountedPrice: null,
    discountPercent: null,
    stockCount,
    inStock: stockCount > 0,
  }) satisfies ProductVariant;

// Memory 256/512 × colour yellow/black; 512 yellow is sold out, 512 black does not exist.
const product = {
  offerFields: [
    {
      id: 1,
      name: 'Memory',
      values: [
        { id: 10, value: '256 GB' },
        { id: 11, value: '512 GB' },
      ],
    },
    {
      id: 2,
      name: 'Colour',
      values: [
        { id: 20, value: 'Yellow' },
        { id: 21, value: 'Black' },
      ],
    },
  ],
  variants: [variant(1, 10, 20, 679, 0), variant(2, 10, 21, 679, 3), variant(3, 11, 20, 799, 0)],
};

describe('selectedVariant', () => {
  it('takes the variant named in the address', () => {
    expect(selectedVariant(product.variants, '3')?.id).toBe(3);
  });

  it('[CAT-08] opens on the variant the cards stand for, whatever the address names that is not one of its own', () => {
    expect(selectedVariant(product.variants, null, 3)?.id).toBe(3);
    expect(selectedVariant(product.variants, '999', 3)?.id).toBe(3);
    expect(selectedVariant(product.variants, '2', 3)?.id).toBe(2);
    expect(selectedVariant(product.variants, '', 3)?.id).toBe(3);
  });

  it('falls back to the first in stock, then to the first', () => {
    expect(selectedVariant(product.variants, null)?.id).toBe(2);
    expect(selectedVariant(product.variants, 'nonsense')?.id).toBe(2);
    expect(selectedVariant([variant(7, 1, null, 5, 0)], null)?.id).toBe(7);
    expect(selectedVariant([], null)).toBeNull();
  });
});

describe('optionChoices', () => {
  it('keeps the other field and marks a combination out of stock', () => {
    const current = product.variants[1] as ProductVariant; // 256 GB, black
    const memory = optionChoices(product, current, 0);
    expect(memory.map((choice) => [choice.label, choice.variantId, choice.inStock, choice.selected])).toEqual(
      [
        ['256 GB', 2, true, true],
        // 512 GB black does not exist: the choice leads to 512 GB yellow, which is sold out.
        ['512 GB', 3, false, false],
      ],
    );
    const colour = optionChoices(product, current, 1);
    expect(colour.map((choice) => [choice.label, choice.variantId, choice.inStock, choice.selected])).toEqual(
      [
        ['Yellow', 1, false, false],
        ['Black', 2, true, true],
      ],
    );
  });
});

describe('variantLabel and payablePrice', () => {
  it('names the chosen values', () => {
    expect(variantLabel(product, product.variants[2] as ProductVariant)).toBe('512 GB / Yellow');
  });

  it('pays the discounted price only when it is lower', () => {
    expect(payablePrice({ price: 100, discountedPrice: 80 })).toBe(80);
    expect(payablePrice({ price: 100, discountedPrice: null })).toBe(100);
    expect(payablePrice({ price: 100, discountedPrice: 120 })).toBe(100);
  });
});
