import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from '../../db/columns';
import { shops } from '../sellers/sellers.tables';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull().unique(),
    name: localized('name'),
    /** A lucide icon name for menus. */
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
    /** 1 for top level. */
    depth: smallint('depth').notNull(),
    /** Hidden by an operator: out of menus and listings, with everything under it. */
    hidden: boolean('hidden').notNull().default(false),
    /** The marketplace's commission in basis points for this category's sales; null: the parent's. */
    commissionBp: integer('commission_bp'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryFieldKinds = ['text', 'number', 'select'] as const;

/**
 * A category's dynamic fields: what a seller fills in for a product of that category (or of any
 * category under it). The value is kept in the product's properties under `name`.
 */
export const categoryFields = pgTable(
  'category_fields',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    /** The property key, as buyers see it on the product page and in filters. */
    name: text('name').notNull(),
    label: localized('label'),
    kind: text('kind', { enum: categoryFieldKinds }).notNull().default('text'),
    /** The allowed values of a select field; suggestions for a text field. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('category_fields_key').on(t.categoryId, t.name)],
);

/** A moderated field's value on sale (`before`) and as the seller edited it (`after`). */
export type ProductChanges = Partial<
  Record<'title' | 'description' | 'categoryId' | 'photos', { before: unknown; after: unknown }>
>;

export const productStatuses = ['pending', 'published', 'unpublished', 'archived', 'rejected'] as const;

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The code buyers and support quote. */
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Sanitized HTML, as the seller wrote it. */
    description: text('description').notNull(),
    model: text('model').notNull(),
    manufacturer: text('manufacturer').notNull(),
    stockCode: text('stock_code').notNull(),
    stockCount: integer('stock_count').notNull(),
    /** Qəpik, tax included. */
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
    status: text('status', { enum: productStatuses }).notNull().default('pending'),
    /** Why the marketplace rejected the product; cleared when it is sent to moderation again. */
    rejectionReason: text('rejection_reason'),
    /**
     * While a published product waits for moderation after an edit: each changed field's value as
     * it was on sale and as edited, for the operator to compare; null otherwise.
     */
    pendingChanges: jsonb('pending_changes').$type<ProductChanges>(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    rating: real('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** A YouTube watch or share link, as the seller gave it (validated on write). */
    youtubeUrl: text('youtube_url'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Title folded for search (shared/search-text.ts), written with the product. */
    searchTitle: text('search_title').notNull().default(''),
    /** Brand, model, category names, property values and description, folded for search. */
    searchBody: text('search_body').notNull().default(''),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_shop_idx').on(t.shopId, t.status),
    // The brand filter, and the back office's brand list and renames.
    index('products_manufacturer_idx').on(t.manufacturer, t.status),
    // A seller's stock code names one product of the shop: an Excel upload updates by it.
    uniqueIndex('products_shop_stock_code_key').on(t.shopId, t.stockCode),
    index('products_search_title_idx').using('gin', t.searchTitle.op('gin_trgm_ops')),
    index('products_search_body_idx').using('gin', t.searchBody.op('gin_trgm_ops')),
    // Search suggestions walk products most popular first and stop at the first few that match.
    index('products_popular_idx')
      .on(sql`(${t.stockCount} > 0) desc`, sql`${t.ratingCount} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
    // One index per sort a listing offers, so a page of the whole catalogue reads just its cards.
    index('products_newest_idx')
      .on(sql`${t.publishedAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
    index('products_deepest_discount_idx')
      .on(sql`(${t.discountedPrice}::float / ${t.price}) asc nulls last`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published' and ${t.discountedPrice} is not null`),
    index('products_price_idx')
      .on(sql`coalesce(${t.discountedPrice}, ${t.price})`, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_rating_idx')
      .on(sql`${t.rating} desc`, sql`${t.ratingCount} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} = 'published'`),
  ],
);

/**
 * One Excel upload of products: its progress while the import job works through it, then its
 * counts. The file waits in DATA_DIR/imports until the import is over.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file, to tell the seller when the same file comes again. */
    fileHash: text('file_hash').notNull(),
    status: text('status', { enum: ['reading', 'done', 'failed'] })
      .notNull()
      .default('reading'),
    totalRows: integer('total_rows').notNull().default(0),
    readRows: integer('read_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Why the whole file was refused (not an .xlsx, wrong template, too many rows). */
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('product_imports_shop_idx').on(t.shopId, t.createdAt)],
);

/**
 * The report of an import, a line per created or updated row and per refused cell. A row's line
 * is written in the transaction that writes its product, so an import resumed after a restart
 * goes on after the last row reported, and no row is written twice.
 */
export const productImportLines = pgTable(
  'product_import_lines',
  {
    id: id(),
    importId: integer('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** The row's number in the sheet, as Excel shows it. */
    row: integer('row').notNull(),
    outcome: text('outcome', { enum: ['created', 'updated', 'refused'] }).notNull(),
    cell: text('cell'),
    /** The message key of a refusal. */
    reason: text('reason'),
    productId: integer('product_id'),
  },
  (t) => [index('product_import_lines_import_idx').on(t.importId, t.row)],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Path under the uploads folder, served at /media/. */
    path: text('path').notNull(),
  },
  (t) => [index('product_photos_product_idx').on(t.productId, t.position)],
);

/**
 * Up to two offer fields per product (spec: the basket payload's productOfferField and
 * secondProductOfferField), such as colour and size, each with its values.
 */
export const productOfferFields = pgTable(
  'product_offer_fields',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 for the first field, 1 for the second. */
    position: smallint('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('product_offer_fields_key').on(t.productId, t.position)],
);

export const productOfferValues = pgTable(
  'product_offer_values',
  {
    id: id(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => productOfferFields.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('product_offer_values_field_idx').on(t.fieldId, t.position)],
);

/** What can be bought: one value of the first field (and of the second, if any), with its own stock and price. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueId: integer('value_id')
      .notNull()
      .references(() => productOfferValues.id, { onDelete: 'cascade' }),
    secondValueId: integer('second_value_id').references(() => productOfferValues.id, {
      onDelete: 'cascade',
    }),
    stockCount: integer('stock_count').notNull(),
    /** Qəpik, tax included. */
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
  },
  (t) => [
    uniqueIndex('product_variants_key').on(t.productId, t.valueId, sql`coalesce(${t.secondValueId}, 0)`),
  ],
);

/** A buyer asking about a product that is out of stock; the seller reads these in the cabinet. */
export const productRequests = pgTable(
  'product_requests',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Set when the buyer asked about one sold-out variant of the product. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    userId: integer('user_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_requests_product_idx').on(t.productId, t.createdAt)],
);

/** A combo: products of one shop sold together, under a code, for less than apart. */
export const combos = pgTable('combos', {
  id: id(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  /** Qəpik for the whole combo. */
  price: integer('price').notNull(),
  status: text('status', { enum: ['published', 'unpublished'] })
    .notNull()
    .default('published'),
  createdAt: createdAt(),
});

export const comboItems = pgTable(
  'combo_items',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    count: smallint('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.productId] }),
    index('combo_items_product_idx').on(t.productId),
  ],
);

/** Extras a seller offers beside a product (spec: basketBuyWiths), such as a case with a phone. */
export const productBuyWiths = pgTable(
  'product_buy_withs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    extraProductId: integer('extra_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.extraProductId] })],
);
