import type { Transaction } from '../../db/connection';

/**
 * What the back office's plans need of the orders placed with them (the orders domain's
 * `OrdersService`, given by the module): a plan with orders shows their count and is not deleted.
 */
export interface InstalmentPlanUses {
  /** Orders placed with each plan, by plan id (in `tx` when given). */
  ordersPerInstalmentPlan(planIds: number[], tx?: Transaction): Promise<Map<number, number>>;
}
