import { z } from 'zod';
import { Id } from './common';

/**
 * Uploading products from Excel (checklist SEL-05): the template of a leaf category, the upload
 * that is read in the background, and its report. Each data row is checked with `ProductBody`,
 * as the hand form is; a refusal names the cell, such as `F12`.
 */

export const productImportLimits = {
  /** Data rows in one file; a larger file is refused as a whole. */
  maxRows: 5_000,
  maxBytes: 10 * 1024 * 1024,
  /** A photo link is given this long to answer and this many bytes at most. */
  photoTimeoutMs: 15_000,
  photoMaxBytes: 10 * 1024 * 1024,
  maxPhotosPerRow: 10,
} as const;

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The product columns of the template, in order, before the category's own fields. */
export const productImportColumns = [
  'title',
  'slug',
  'model',
  'manufacturer',
  'stockCode',
  'count',
  'price',
  'discountedPrice',
  'description',
  'youtubeUrl',
  'photos',
] as const;
export type ProductImportColumn = (typeof productImportColumns)[number];

/** Columns a row must fill (the rest may stay empty; photos only when the row updates a product). */
export const requiredImportColumns: readonly ProductImportColumn[] = [
  'title',
  'model',
  'stockCode',
  'count',
  'price',
  'description',
  'photos',
];

export const ProductImportQuery = z.object({
  categoryId: Id,
  /** Staff and Admin name the shop; a seller always acts on their own. */
  shopId: Id.optional(),
});
export type ProductImportQuery = z.infer<typeof ProductImportQuery>;

export const productImportStatuses = ['reading', 'done', 'failed'] as const;
export const importOutcomes = ['created', 'updated', 'refused'] as const;

/** One line of the report: a created or updated product, or one refused cell of a row. */
export const ProductImportReportRow = z.object({
  /** The row's number in the sheet, as Excel shows it (the header is row 1). */
  row: z.number().int(),
  outcome: z.enum(importOutcomes),
  /** The cell at fault, such as `F12`; absent when the row as a whole is refused. */
  cell: z.string().nullable(),
  /** Why, in the request language. */
  reason: z.string().nullable(),
  productId: z.number().int().nullable(),
});
export type ProductImportReportRow = z.infer<typeof ProductImportReportRow>;

export const ProductImportSummary = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  fileName: z.string(),
  status: z.enum(productImportStatuses),
  totalRows: z.number().int(),
  readRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  /** Why the whole file was refused, in the request language. */
  failure: z.string().nullable(),
  /** An earlier import of this shop with the very same file, if there was one. */
  sameFileAs: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImportSummary = z.infer<typeof ProductImportSummary>;

export const ProductImportReportQuery = z.object({
  shopId: Id.optional(),
  /** Only the refused cells (the default), or every line. */
  outcome: z.enum(['refused', 'all']).default('refused'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type ProductImportReportQuery = z.infer<typeof ProductImportReportQuery>;

/** `GET Product/Import/{id}`: the import and one page of its report. */
export const ProductImportDetail = ProductImportSummary.extend({
  report: z.object({
    items: z.array(ProductImportReportRow),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type ProductImportDetail = z.infer<typeof ProductImportDetail>;

export const ProductImportAccepted = z.object({
  id: z.number().int(),
  status: z.enum(productImportStatuses),
});
export type ProductImportAccepted = z.infer<typeof ProductImportAccepted>;
