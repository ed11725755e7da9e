import { z } from 'zod';
import { backofficePage, optionalText } from './backoffice';
import { pageOf } from './common';

/** `GET Admin/Brands`: the brands products name (their manufacturer), by part of the name, A to Z. */
export const BrandsQuery = backofficePage.extend({ q: optionalText });
export type BrandsQuery = z.infer<typeof BrandsQuery>;

/** A brand as operators see it: how many products name it, and how many of those are on sale. */
export const AdminBrand = z.object({
  name: z.string(),
  products: z.number().int(),
  onSale: z.number().int(),
});
export type AdminBrand = z.infer<typeof AdminBrand>;

export const AdminBrandPage = pageOf(AdminBrand);
export type AdminBrandPage = z.infer<typeof AdminBrandPage>;

const brandName = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong');

/**
 * `POST Admin/Brands/Rename`: every product naming `from` names `to` instead; when `to` is a
 * brand already, the two become one (how "SAMSUNG" and "Samsung" are merged).
 */
export const RenameBrandBody = z
  .object({ from: brandName, to: brandName })
  .strict()
  .refine((body) => body.from !== body.to, { path: ['to'], message: 'admin.brands.sameName' });
export type RenameBrandBody = z.infer<typeof RenameBrandBody>;
