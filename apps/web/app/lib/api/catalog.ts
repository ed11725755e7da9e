import {
  catalogApi,
  type ProductBody,
  type ProductRequestBody,
  type ProductStatusBody,
  productEditorApi,
  productImportApi,
  type SellerProductsQuery,
  sellerProductsApi,
} from '@bazar/contracts';
import type { Call } from './call';

/** A FormData holding one file, as an upload's body. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.set('file', file);
  return form;
}

/** The public catalogue, and the seller cabinet's product editor, Excel import and product lists. */
export function catalogCalls(call: Call) {
  return {
    category: (id: number) => call(catalogApi.category, { params: { id }, query: {} }),
    categoryParents: (id: number) => call(catalogApi.categoryParents, { params: { id } }),
    parentCategories: () => call(catalogApi.parentCategories, { query: {} }),
    subCategories: (id: number) => call(catalogApi.subCategories, { query: { id } }),
    categoryTree: () => call(catalogApi.tree, { query: {} }),
    sitemapPage: (page: number, pageSize?: number) =>
      call(catalogApi.sitemapPage, { query: { page, pageSize } }),
    /** Filters may repeat (shop, brand, prop), so they come as URLSearchParams. */
    productList: (params: URLSearchParams) => call(catalogApi.productList, { query: params }),
    productBySlug: (slug: string) => call(catalogApi.productBySlug, { query: { slug } }),
    sendProductRequest: (body: ProductRequestBody) => call(catalogApi.sendProductRequest, { body }),
    comboByCode: (code: string) => call(catalogApi.comboByCode, { query: { code } }),
    combos: (limit: number) => call(catalogApi.combos, { query: { limit } }),

    categoryFields: (categoryId: number) =>
      call(productEditorApi.categoryFields, { params: { id: categoryId }, query: {} }),
    editableProduct: (id: number) => call(productEditorApi.editable, { params: { id }, query: {} }),
    createProduct: (body: ProductBody) => call(productEditorApi.create, { query: {}, body }),
    updateProduct: (id: number, body: ProductBody) =>
      call(productEditorApi.update, { params: { id }, query: {}, body }),
    uploadProductPhoto: (file: File) =>
      call(productEditorApi.uploadPhoto, { query: {}, body: fileForm(file) }),

    /** The category's .xlsx upload template as the API sent it (headers and body), for the web to pass on. */
    productImportTemplate: (categoryId: number) => call(productImportApi.template, { query: { categoryId } }),
    startProductImport: (categoryId: number, file: File) =>
      call(productImportApi.start, { query: { categoryId }, body: fileForm(file) }),
    productImport: (id: number, page: number, pageSize: number) =>
      call(productImportApi.detail, { params: { id }, query: { page, pageSize } }),
    productImports: () => call(productImportApi.recent, { query: {} }),

    /** The seller cabinet: one group of the own shop's products, with every group's count. */
    shopProducts: (query: Omit<SellerProductsQuery, 'shopId'>) => call(sellerProductsApi.list, { query }),
    /** A move of the product status machine (archive, send to pending, unpublish). */
    moveProduct: (id: number, body: ProductStatusBody) =>
      call(sellerProductsApi.move, { params: { id }, query: {}, body }),
    shopProductRequests: (page: number, pageSize: number) =>
      call(sellerProductsApi.requests, { query: { page, pageSize } }),
  };
}
