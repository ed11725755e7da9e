import { z } from 'zod';
import {
  CategoryIdParams,
  CategoryRef,
  CategoryTreeNode,
  CategoryWithChildren,
  SubCategoryQuery,
} from '../catalog';
import { Id, IdParams, LangQuery, Role, ShopScope } from '../common';
import { CategoryField, EditableProduct, ProductBody, SavedProduct, UploadedImage } from '../product-editor';
import {
  ProductImportAccepted,
  ProductImportDetail,
  ProductImportQuery,
  ProductImportReportQuery,
  ProductImportSummary,
  xlsxContentType,
} from '../product-import';
import {
  ComboByCodeQuery,
  ComboDetail,
  ComboListQuery,
  ComboSummary,
  ProductBySlugQuery,
  ProductDetail,
  ProductListQuery,
  ProductListResult,
  ProductRequestBody,
  SitemapPage,
  SitemapPageQuery,
} from '../products';
import {
  ProductStatusBody,
  SellerProductPage,
  SellerProductRequestPage,
  SellerProductRequestsQuery,
  SellerProductRow,
  SellerProductsQuery,
} from '../seller-products';
import { defineRoute, FileAnswer } from './route';

// Sellers act on their own shop; Staff and Admin on the shop they name (`shopId`).
const cabinet = { roles: [Role.Seller, Role.Staff, Role.Admin] } as const;

/** The spec's Category calls (section 7) and Shop/GetCategories, the public products and combos. */
export const catalogApi = {
  parentCategories: defineRoute({
    operationId: 'listTopCategories',
    method: 'GET',
    path: '/Category/GetParentCategory',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'Top-level categories with their subcategories',
    query: LangQuery,
    answer: z.array(CategoryWithChildren),
    errors: [],
  }),
  subCategories: defineRoute({
    operationId: 'listSubcategories',
    method: 'GET',
    path: '/Category/GetSubCategory',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'Children of a category',
    query: SubCategoryQuery,
    answer: z.array(CategoryWithChildren),
    errors: [400, 404],
  }),
  categoryParents: defineRoute({
    operationId: 'getCategoryBreadcrumbs',
    method: 'GET',
    path: '/Category/getcategoryparents/:id',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'Breadcrumbs from the top level down to the category',
    params: CategoryIdParams,
    answer: z.array(CategoryRef),
    errors: [400, 404],
  }),
  category: defineRoute({
    operationId: 'getCategory',
    method: 'GET',
    path: '/Category/:id',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'One category with its children',
    params: CategoryIdParams,
    query: LangQuery,
    answer: CategoryWithChildren,
    errors: [400, 404],
  }),
  tree: defineRoute({
    operationId: 'getCategoryTree',
    method: 'GET',
    path: '/Shop/GetCategories',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'The whole category tree',
    query: LangQuery,
    answer: z.array(CategoryTreeNode),
    errors: [],
  }),
  productList: defineRoute({
    operationId: 'listProducts',
    method: 'GET',
    path: '/Product/GetList',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary:
      'Published products, optionally of a category and its descendants: paged, sorted, filtered, with facet counts',
    query: ProductListQuery.extend({ categoryId: Id.optional() }),
    answer: ProductListResult,
    errors: [400, 404],
  }),
  productBySlug: defineRoute({
    operationId: 'getProductBySlug',
    method: 'GET',
    path: '/Product/GetBySlug',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'The product page: photos, prices, variants, properties, shop, similar and promoted products',
    query: ProductBySlugQuery,
    answer: ProductDetail,
    errors: [400, 404],
  }),
  sendProductRequest: defineRoute({
    operationId: 'requestProduct',
    method: 'POST',
    path: '/Product/SendRequest',
    tags: ['catalog'],
    // A guest may ask too; a sent session only names the member who asked.
    access: 'public',
    summary: 'Ask about a product that is out of stock; its seller sees the request',
    body: ProductRequestBody,
    status: 201,
    answer: z.object({ id: z.number().int() }),
    errors: [400, 404, 422],
  }),
  comboByCode: defineRoute({
    operationId: 'getComboByCode',
    method: 'GET',
    path: '/Combo/GetByCode',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'The combo page: its products, price against buying apart, other combos',
    query: ComboByCodeQuery,
    answer: ComboDetail,
    errors: [400, 404],
  }),
  combos: defineRoute({
    operationId: 'listCombos',
    method: 'GET',
    path: '/Combo/GetList',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'Combos on sale, newest first',
    query: ComboListQuery,
    answer: z.array(ComboSummary),
    errors: [400],
  }),
  sitemapPage: defineRoute({
    operationId: 'getProductSitemapPage',
    method: 'GET',
    path: '/Product/GetSitemapPage',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: 'Addresses of published products for sitemap.xml, 50,000 per page',
    query: SitemapPageQuery,
    answer: SitemapPage,
    errors: [400],
  }),
} as const;

const editorErrors = [400, 401, 403, 404, 409, 422] as const;

/** The seller cabinet's product editor: category fields, photo upload, create, read for editing, update. */
export const productEditorApi = {
  categoryFields: defineRoute({
    operationId: 'getCategoryFields',
    method: 'GET',
    path: '/Category/:id/Fields',
    tags: ['catalog'],
    access: 'public',
    cache: 'etag',
    summary: "A category's dynamic fields (its own and its ancestors'), labels in the request language",
    params: CategoryIdParams,
    query: LangQuery,
    answer: z.array(CategoryField),
    errors: [400, 404],
  }),
  uploadPhoto: defineRoute({
    operationId: 'uploadProductPhoto',
    method: 'POST',
    path: '/Media/ProductPhoto',
    tags: ['seller products'],
    access: cabinet,
    summary:
      'Uploads one product photo (multipart/form-data, JPEG, PNG or WebP up to 10 MB); the product body names it by path',
    query: ShopScope,
    upload: true,
    status: 201,
    answer: UploadedImage,
    errors: editorErrors,
  }),
  create: defineRoute({
    operationId: 'createProduct',
    method: 'POST',
    path: '/Product',
    tags: ['seller products'],
    access: cabinet,
    summary: 'Creates a product of the shop; it waits for moderation (pending)',
    query: ShopScope,
    body: ProductBody,
    status: 201,
    answer: SavedProduct,
    errors: editorErrors,
  }),
  editable: defineRoute({
    operationId: 'getEditableProduct',
    method: 'GET',
    path: '/Product/:id/Edit',
    tags: ['seller products'],
    access: cabinet,
    summary: 'A product of the shop as the editor shows it',
    params: IdParams,
    query: ShopScope,
    answer: EditableProduct,
    errors: editorErrors,
  }),
  update: defineRoute({
    operationId: 'updateProduct',
    method: 'PUT',
    path: '/Product/:id',
    tags: ['seller products'],
    access: cabinet,
    summary:
      'Updates a product of the shop; a published one whose title, description, photos or category change goes back to moderation',
    params: IdParams,
    query: ShopScope,
    body: ProductBody,
    answer: SavedProduct,
    errors: editorErrors,
  }),
} as const;

const importErrors = [400, 401, 403, 404, 422] as const;

/**
 * Uploading products from Excel (checklist SEL-05): the template of a leaf category, the upload
 * (read in the background), one import with its report, and the shop's recent imports.
 */
export const productImportApi = {
  template: defineRoute({
    operationId: 'downloadProductImportTemplate',
    method: 'GET',
    path: '/Product/ImportTemplate',
    tags: ['seller products'],
    access: cabinet,
    summary:
      "The .xlsx template of a leaf category: the product columns and the category's fields " +
      '(required ones marked *), lists for select fields and a Values sheet; headers in the request language',
    query: ProductImportQuery,
    answer: FileAnswer,
    produces: xlsxContentType,
    errors: importErrors,
  }),
  start: defineRoute({
    operationId: 'startProductImport',
    method: 'POST',
    path: '/Product/Import',
    tags: ['seller products'],
    access: cabinet,
    summary:
      'Uploads a filled template (multipart/form-data, .xlsx up to 10 MB and 5,000 rows). Answers 202 with ' +
      'the import id at once; the file is read in the background (poll GET Product/Import/{id})',
    query: ProductImportQuery,
    upload: true,
    status: 202,
    answer: ProductImportAccepted,
    errors: importErrors,
  }),
  detail: defineRoute({
    operationId: 'getProductImport',
    method: 'GET',
    path: '/Product/Import/:id',
    tags: ['seller products'],
    access: cabinet,
    summary:
      'One import of the shop: status, progress, counts, the failure of a file refused whole, and a page ' +
      'of its report (refused cells by default, every row with outcome=all)',
    params: IdParams,
    query: ProductImportReportQuery,
    answer: ProductImportDetail,
    errors: importErrors,
  }),
  recent: defineRoute({
    operationId: 'listProductImports',
    method: 'GET',
    path: '/Product/Imports',
    tags: ['seller products'],
    access: cabinet,
    summary: "The shop's 20 latest imports, newest first",
    query: ShopScope,
    answer: z.array(ProductImportSummary),
    errors: importErrors,
  }),
} as const;

/** The seller cabinet's products (spec SEL-02, SEL-03) and buyers' requests about them. */
export const sellerProductsApi = {
  list: defineRoute({
    operationId: 'listShopProducts',
    method: 'GET',
    path: '/Shop/Products',
    tags: ['seller'],
    access: cabinet,
    summary:
      "One group of the shop's products (all-products, published-products, archived-products, pending-products, " +
      'rejected-products), latest change first, searched by title, code or stock code, with the count of every group',
    query: SellerProductsQuery,
    answer: SellerProductPage,
    errors: [400, 401, 403, 404],
  }),
  move: defineRoute({
    operationId: 'changeProductStatus',
    method: 'POST',
    path: '/Product/:id/Status',
    tags: ['seller'],
    access: cabinet,
    summary:
      "Moves a product of the shop along its status machine: the seller unpublishes, archives or sends it to pending; Staff and Admin publish or reject it (with a reason). Answers the product's row",
    params: IdParams,
    query: ShopScope,
    body: ProductStatusBody,
    answer: SellerProductRow,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  requests: defineRoute({
    operationId: 'listShopProductRequests',
    method: 'GET',
    path: '/Shop/ProductRequests',
    tags: ['seller'],
    access: cabinet,
    summary:
      "Buyers' requests about the shop's products while out of stock (name, phone, message, product, variant), newest first",
    query: SellerProductRequestsQuery,
    answer: SellerProductRequestPage,
    errors: [400, 401, 403, 404],
  }),
} as const;
