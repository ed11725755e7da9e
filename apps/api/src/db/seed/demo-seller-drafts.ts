import { type ProductStatus, slugify } from '@bazar/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { savePicture } from '../../media/generated-images';
import type { Database } from '../connection';
import { productPhotos, productRequests, products, productVariants } from '../schema';
import { demoProducts } from './demo-products';

/**
 * The demo seller's products that buyers do not see, so each group of the seller cabinet has
 * something in it: two waiting for moderation, one rejected with the marketplace's reason, one
 * archived and one unpublished. Each is a sibling of a demo product (`from`), whose category,
 * brand, model, description and properties it takes: titles use only words the catalogue already
 * has, so search's typo dictionary stays as it was.
 */
const drafts: {
  from: string;
  title: string;
  status: Exclude<ProductStatus, 'published'>;
  priceAzn: number;
  discountedPriceAzn?: number;
  stockCount: number;
  rejectionReason?: string;
}[] = [
  {
    from: 'Smartfon Samsung Galaxy A55 8/256 GB Qara',
    title: 'Smartfon Samsung Galaxy A55 8/128 GB Göy',
    status: 'pending',
    priceAzn: 749,
    discountedPriceAzn: 689.9,
    stockCount: 15,
  },
  {
    from: 'Xiaomi Redmi Pad SE 8/256 GB Boz',
    title: 'Xiaomi Redmi Pad SE 4/128 GB Göy',
    status: 'pending',
    priceAzn: 349,
    stockCount: 8,
  },
  {
    from: 'Simsiz qulaqlıq Apple AirPods Pro 2 USB-C',
    title: 'Simsiz qulaqlıq Apple AirPods Pro 2 Lightning',
    status: 'rejected',
    priceAzn: 399,
    stockCount: 5,
    rejectionReason: 'Şəkil məhsulun özünü göstərmir: qulaqlığın real şəkillərini yükləyin.',
  },
  {
    from: 'Televizor Samsung 55" Crystal UHD 4K UE55DU7100 Smart TV',
    title: 'Televizor Samsung 43" Crystal UHD 4K Smart TV',
    status: 'archived',
    priceAzn: 899,
    stockCount: 0,
  },
  {
    from: 'Pauerbank Xiaomi 20000 mAh 22.5W Qara',
    title: 'Pauerbank Xiaomi 10000 mAh 22.5W Ağ',
    status: 'unpublished',
    priceAzn: 49,
    stockCount: 30,
  },
];

/** Buyers asking the demo seller about sold-out goods (spec: send a request about a product when out of stock). */
const requests = [
  {
    name: 'Nigar Quliyeva',
    phone: '994551234501',
    message: 'Salam, bu məhsul nə vaxt yenidən satışda olacaq?',
  },
  { name: 'Elvin Məmmədli', phone: '994701234502', message: 'Stoka gələndə zəhmət olmasa zəng edin.' },
  { name: 'Ramin Əsgərov', phone: '994771234503', message: 'Bu rəngdə gələcəkmi? İki ədəd almaq istəyirəm.' },
];

const day = 24 * 60 * 60 * 1000;

export async function seedSellerDrafts(
  tx: Database,
  uploadsDir: string,
  options: {
    shopId: number;
    color: string;
    categoryBySlug: Map<string, { id: number; icon: string }>;
    /** Codes and stock codes continue after the demo products'. */
    firstIndex: number;
  },
): Promise<void> {
  const now = Date.now();
  const rows = drafts.map((draft, offset) => {
    const source = demoProducts.find((product) => product.title === draft.from);
    const category = source && options.categoryBySlug.get(source.category);
    if (!source || !category) throw new Error(`Demo draft "${draft.title}" names no demo product to follow`);
    const index = options.firstIndex + offset;
    const code = `BZ${String(100001 + index)}`;
    const createdAt = new Date(now - (10 + offset * 3) * day);
    const wasOnSale = draft.status === 'archived' || draft.status === 'unpublished';
    return {
      shopId: options.shopId,
      categoryId: category.id,
      code,
      slug: `${slugify(draft.title, 70)}-${code.toLowerCase()}`,
      title: draft.title,
      description: source.description,
      model: source.model,
      manufacturer: source.manufacturer,
      stockCode: `${slugify(source.manufacturer, 6).toUpperCase()}-${String(index + 1).padStart(5, '0')}`,
      stockCount: draft.stockCount,
      price: draft.priceAzn * 100,
      discountedPrice:
        draft.discountedPriceAzn === undefined ? null : Math.round(draft.discountedPriceAzn * 100),
      status: draft.status,
      rejectionReason: draft.rejectionReason ?? null,
      properties: source.properties,
      createdAt,
      updatedAt: new Date(now - offset * day),
      publishedAt: wasOnSale ? createdAt : null,
      icon: category.icon,
    };
  });
  const inserted = await tx
    .insert(products)
    .values(rows.map(({ icon: _icon, ...row }) => row))
    .returning({ id: products.id });
  const photoRows = await Promise.all(
    inserted.map(async (row, index) => ({
      productId: row.id,
      position: 0,
      path: await savePicture(uploadsDir, `products/${row.id}-1.webp`, {
        icon: rows[index]?.icon ?? 'package',
        color: options.color,
        width: 600,
        height: 600,
      }),
    })),
  );
  await tx.insert(productPhotos).values(photoRows);

  // Two sold-out products of the shop, and a sold-out variant, each asked about.
  const soldOut = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.shopId, options.shopId), eq(products.status, 'published'), eq(products.stockCount, 0)),
    )
    .orderBy(asc(products.id))
    .limit(2);
  const [soldOutVariant] = await tx
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.shopId, options.shopId),
        eq(products.status, 'published'),
        eq(productVariants.stockCount, 0),
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(1);
  const asked = [
    ...soldOut.map((row) => ({ productId: row.id, variantId: null })),
    ...(soldOutVariant ? [{ productId: soldOutVariant.productId, variantId: soldOutVariant.id }] : []),
  ];
  if (asked.length === 0) return;
  await tx.insert(productRequests).values(
    asked.flatMap((target, index) => {
      const request = requests[index];
      return request ? [{ ...target, ...request, createdAt: new Date(now - (index + 1) * 2 * day) }] : [];
    }),
  );
}
