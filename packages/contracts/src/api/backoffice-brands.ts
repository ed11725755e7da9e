import { AdminBrand, AdminBrandPage, BrandsQuery, RenameBrandBody } from '../backoffice-brands';
import { Role } from '../common';
import { defineRoute } from './route';

const operators = { roles: [Role.Staff, Role.Admin] } as const;

/** The back office's brands (issue 17): the products' manufacturers, listed and renamed or merged. */
export const backofficeBrandsApi = {
  brands: defineRoute({
    operationId: 'listBrands',
    method: 'GET',
    path: '/Admin/Brands',
    tags: ['Admin'],
    access: operators,
    summary: 'The brands products name, A to Z, with how many products name each and how many are on sale',
    query: BrandsQuery,
    answer: AdminBrandPage,
    errors: [400, 401, 403],
  }),
  renameBrand: defineRoute({
    operationId: 'renameBrand',
    method: 'POST',
    path: '/Admin/Brands/Rename',
    tags: ['Admin'],
    access: operators,
    summary:
      "Renames a brand on every product that names it (merging it into another brand of that name), in the listings' brand filter, search and SEO pages at once; 404 for a brand no product names",
    body: RenameBrandBody,
    answer: AdminBrand,
    errors: [400, 401, 403, 404],
  }),
} as const;
