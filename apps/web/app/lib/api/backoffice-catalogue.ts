import {
  type AdminCatalogueQuery,
  backofficeCatalogueApi as api,
  type CampaignBodyInput,
  type CategoryFieldBodyInput,
  type ComboBodyInput,
  type CreateCategoryBody,
  backofficeCombosApi as combosApi,
  type EditCategoryBody,
  type MoveCategoryBody,
  type SeoTagBodyInput,
} from '@bazar/contracts';
import type { Call } from './call';

/** The back office's catalogue structure: the category tree and its fields, SEO tag pages and campaigns. */
export function backofficeCatalogueCalls(call: Call) {
  return {
    adminCategories: () => call(api.categories, {}),
    adminCategory: (id: number) => call(api.category, { params: { id } }),
    createCategory: (body: CreateCategoryBody) => call(api.createCategory, { body }),
    editCategory: (id: number, body: EditCategoryBody) => call(api.editCategory, { params: { id }, body }),
    moveCategory: (id: number, body: MoveCategoryBody) => call(api.moveCategory, { params: { id }, body }),
    setCategoryHidden: (id: number, hidden: boolean) =>
      call(api.categoryVisibility, { params: { id }, body: { hidden } }),
    deleteCategory: (id: number) => call(api.deleteCategory, { params: { id } }),
    adminCategoryFields: (id: number) => call(api.categoryFields, { params: { id } }),
    addCategoryField: (categoryId: number, body: CategoryFieldBodyInput) =>
      call(api.addCategoryField, { params: { id: categoryId }, body }),
    editCategoryField: (id: number, body: CategoryFieldBodyInput) =>
      call(api.editCategoryField, { params: { id }, body }),
    moveCategoryField: (id: number, position: number) =>
      call(api.moveCategoryField, { params: { id }, body: { position } }),
    deleteCategoryField: (id: number) => call(api.deleteCategoryField, { params: { id } }),
    adminSeoTags: (query: Partial<AdminCatalogueQuery>) => call(api.seoTags, { query }),
    adminSeoTag: (id: number) => call(api.seoTag, { params: { id } }),
    createSeoTag: (body: SeoTagBodyInput) => call(api.createSeoTag, { body }),
    editSeoTag: (id: number, body: SeoTagBodyInput) => call(api.editSeoTag, { params: { id }, body }),
    deleteSeoTag: (id: number) => call(api.deleteSeoTag, { params: { id } }),
    adminCampaigns: (query: Partial<AdminCatalogueQuery>) => call(api.campaigns, { query }),
    adminCampaign: (id: number) => call(api.campaign, { params: { id } }),
    uploadCampaignBanner: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return call(api.uploadCampaignBanner, { body: form });
    },
    createCampaign: (body: CampaignBodyInput) => call(api.createCampaign, { body }),
    editCampaign: (id: number, body: CampaignBodyInput) => call(api.editCampaign, { params: { id }, body }),
    deleteCampaign: (id: number) => call(api.deleteCampaign, { params: { id } }),
    adminCombos: (query: Partial<AdminCatalogueQuery>) => call(combosApi.combos, { query }),
    adminCombo: (id: number) => call(combosApi.combo, { params: { id } }),
    createCombo: (body: ComboBodyInput) => call(combosApi.createCombo, { body }),
    editCombo: (id: number, body: ComboBodyInput) => call(combosApi.editCombo, { params: { id }, body }),
    deleteCombo: (id: number) => call(combosApi.deleteCombo, { params: { id } }),
  };
}
