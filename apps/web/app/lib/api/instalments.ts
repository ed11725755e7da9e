import {
  backofficeInstalmentsApi,
  type InstalmentExclusionsBody,
  type InstalmentPlanBody,
  type InstalmentPlansQuery,
  instalmentsApi,
} from '@bazar/contracts';
import type { Call } from './call';

/** Instalment offers for an amount or a product, and the back office's plans and exclusions. */
export function instalmentsCalls(call: Call) {
  return {
    instalmentOffers: (query: InstalmentPlansQuery) => call(instalmentsApi.plans, { query }),
    adminInstalmentPlans: () => call(backofficeInstalmentsApi.plans, {}),
    createInstalmentPlan: (body: InstalmentPlanBody) => call(backofficeInstalmentsApi.createPlan, { body }),
    updateInstalmentPlan: (id: number, body: InstalmentPlanBody) =>
      call(backofficeInstalmentsApi.updatePlan, { params: { id }, body }),
    deleteInstalmentPlan: (id: number) => call(backofficeInstalmentsApi.deletePlan, { params: { id } }),
    instalmentExclusions: () => call(backofficeInstalmentsApi.exclusions, {}),
    setInstalmentExclusions: (body: InstalmentExclusionsBody) =>
      call(backofficeInstalmentsApi.setExclusions, { body }),
  };
}
