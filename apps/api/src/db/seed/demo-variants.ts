import type { DemoProduct } from './demo-data.types';
import type { seededRandom } from './random';

type Random = ReturnType<typeof seededRandom>;

interface Field {
  name: string;
  values: string[];
}

/** A product's offer fields (at most two) and every combination of their values. */
export interface VariantPlan {
  fields: [Field] | [Field, Field];
  /** `values` holds an index into each field's values; prices in qəpik. */
  variants: {
    values: [number, number?];
    stockCount: number;
    price: number;
    discountedPrice: number | null;
  }[];
}

/** A product row's stock and prices: what a plan starts from (its price, discount, sold out or not). */
interface Base {
  price: number;
  discountedPrice: number | null;
  stockCount: number;
}

const clothingSizes = ['S', 'M', 'L', 'XL'];
const mensShoeSizes = ['40', '41', '42', '43', '44'];
const womensShoeSizes = ['36', '37', '38', '39', '40'];

/** Clothes and adult shoes come in colours and sizes (kids' shoes and accessories are left one-size). */
const sizesByCategory: Record<string, string[]> = {
  'mens-t-shirts': clothingSizes,
  'mens-shirts': clothingSizes,
  'mens-jeans': ['W30', 'W32', 'W34', 'W36'],
  'mens-jackets': clothingSizes,
  'womens-dresses': clothingSizes,
  'womens-blouses': clothingSizes,
  'womens-coats': clothingSizes,
  'mens-sneakers': mensShoeSizes,
  'mens-classic-shoes': mensShoeSizes,
  'womens-sneakers': womensShoeSizes,
  'womens-heels': womensShoeSizes,
  'womens-boots': womensShoeSizes,
};

const wearColours = ['Qara', 'Ağ', 'Boz', 'Bej', 'Tünd göy', 'Qəhvəyi'];
const phoneColours = ['Qara', 'Ağ', 'Gümüşü', 'Göy'];
const memoryTiers = ['128 GB', '256 GB', '512 GB', '1 TB'];

/** The colour the seller listed (or named in the title) first, then one or two more. */
function colours(product: DemoProduct, palette: string[], count: number, random: Random): string[] {
  const title = product.title.toLocaleLowerCase('az');
  const own =
    product.properties.Rəng ?? palette.find((colour) => title.includes(colour.toLocaleLowerCase('az')));
  const result = own ? [own] : [];
  while (result.length < count) {
    const colour = random.pick(palette);
    if (!result.includes(colour)) result.push(colour);
  }
  return result;
}

/** Three memory sizes around the listed one, each step about 15% dearer, priced to end in 9 manat. */
function memoryOptions(listed: string, price: number) {
  const at = memoryTiers.indexOf(listed);
  const start = Math.min(Math.max(at - 1, 0), memoryTiers.length - 3);
  return memoryTiers.slice(start, start + 3).map((memory, offset) => {
    const step = start + offset - at;
    return {
      memory,
      price: step === 0 ? price : Math.round((price * (1 + 0.15 * step)) / 1000) * 1000 - 100,
    };
  });
}

/**
 * Variants for clothes, adult shoes and smartphones; none for other products. A sold-out product
 * stays sold out; a discounted one has its discount on the combinations of one first-field value
 * (a colour or a memory size on sale), and about one combination in five has run out.
 */
export function planVariants(product: DemoProduct, base: Base, random: Random): VariantPlan | undefined {
  const sizes = sizesByCategory[product.category];
  let fields: VariantPlan['fields'];
  let priceOf: (values: [number, number?]) => number = () => base.price;
  if (sizes) {
    fields = [
      { name: 'Rəng', values: colours(product, wearColours, random.int(2, 3), random) },
      { name: 'Ölçü', values: sizes },
    ];
  } else if (product.category === 'smartphones' && memoryTiers.includes(product.properties.Yaddaş ?? '')) {
    const memory = memoryOptions(product.properties.Yaddaş as string, base.price);
    const memoryField = { name: 'Yaddaş', values: memory.map((option) => option.memory) };
    fields =
      random.next() < 0.5
        ? [memoryField, { name: 'Rəng', values: colours(product, phoneColours, 2, random) }]
        : [memoryField];
    priceOf = ([at]) => memory[at]?.price ?? base.price;
  } else {
    return undefined;
  }

  const discountPercent = base.discountedPrice === null ? 0 : 1 - base.discountedPrice / base.price;
  const [first, second] = fields;
  const onSale = random.int(0, first.values.length - 1);
  const combinations = first.values.flatMap<[number, number?]>((_, i) =>
    second ? second.values.map((_, j): [number, number] => [i, j]) : [[i]],
  );
  return {
    fields,
    variants: combinations.map((values) => {
      const price = priceOf(values);
      return {
        values,
        stockCount: base.stockCount === 0 || random.next() < 0.2 ? 0 : random.int(1, 15),
        price,
        discountedPrice:
          discountPercent > 0 && values[0] === onSale ? Math.round(price * (1 - discountPercent)) : null,
      };
    }),
  };
}

/**
 * What the product row shows for its variants: their total stock and the prices of the cheapest
 * combination a buyer can order (of any, when all have run out).
 */
export function variantSummary(plan: VariantPlan): Base {
  const effective = (variant: Base) => variant.discountedPrice ?? variant.price;
  const inStock = plan.variants.filter((variant) => variant.stockCount > 0);
  const cheapest = (inStock.length > 0 ? inStock : plan.variants).reduce((best, variant) =>
    effective(variant) < effective(best) ? variant : best,
  );
  return {
    stockCount: plan.variants.reduce((sum, variant) => sum + variant.stockCount, 0),
    price: cheapest.price,
    discountedPrice: cheapest.discountedPrice,
  };
}
