import type { InstalmentOffer, InstalmentOffers, InstalmentPlansQuery } from '@bazar/contracts';
import { toAzn, toQepik } from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { InstalmentsRepo, type PlanRow } from './instalments.repo';
import { type Schedule, scheduleOf } from './schedule';

/** The terms an order paid in instalments keeps, in qəpik. */
export interface OrderInstalmentTerms extends Schedule {
  planId: number;
  partner: string;
  months: number;
}

const unavailable = () =>
  new AppError('unprocessable', 'checkout.instalmentUnavailable', {
    instalmentPlanId: ['checkout.instalmentUnavailable'],
  });

/**
 * Instalments with partner cards (PAY-04): the plans operators keep, what each costs for an amount
 * (schedule.ts, the one rule, in qəpik), and the categories and shops left out. Checkout takes the
 * terms from here, so the product page, basket, checkout and order all show the same figures.
 */
export class InstalmentsService {
  private readonly repo: InstalmentsRepo;

  constructor(db: Database) {
    this.repo = new InstalmentsRepo(db);
  }

  /** The offers for an amount, cheapest monthly payment first; none when some goods are left out. */
  async offers(query: InstalmentPlansQuery): Promise<InstalmentOffers> {
    const productIds = [...new Set(query.productIds ?? [])];
    const comboIds = [...new Set(query.comboIds ?? [])];
    const inCombos = await this.repo.comboProducts(comboIds);
    if ((await this.repo.productCount(productIds)) < productIds.length || inCombos.combos < comboIds.length)
      throw new AppError('notFound', 'error.productNotFound');
    if (await this.repo.excluded([...productIds, ...inCombos.productIds]))
      return { offers: [], excluded: true };
    const amount = toQepik(query.amount);
    const offers = (await this.repo.activePlans())
      .filter((plan) => amount > 0 && amount >= plan.minOrder)
      .map((plan) => offerOf(plan, amount))
      .sort((a, b) => a.monthly - b.monthly || a.months - b.months || a.partner.localeCompare(b.partner));
    return { offers, excluded: false };
  }

  /** Whether any of these products is left out of instalments and credit (its shop, or its category or one above). */
  excludedAmong(productIds: number[]): Promise<boolean> {
    return this.repo.excluded([...new Set(productIds)]);
  }

  /**
   * The terms of a plan for an order's amount (qəpik) and goods, or 422 on the plan field when the
   * plan is off, the amount below its minimum, or a product (its category or shop) left out.
   */
  async termsFor(planId: number, amount: number, productIds: number[]): Promise<OrderInstalmentTerms> {
    const plan = await this.repo.planById(planId);
    if (!plan?.active || amount < plan.minOrder || amount <= 0) throw unavailable();
    if (await this.repo.excluded(productIds)) throw unavailable();
    return { planId: plan.id, partner: plan.partner, months: plan.months, ...scheduleOf(amount, plan) };
  }
}

function offerOf(plan: PlanRow, amount: number): InstalmentOffer {
  const schedule = scheduleOf(amount, plan);
  return {
    planId: plan.id,
    partner: plan.partner,
    months: plan.months,
    commissionPercent: plan.commissionBp / 100,
    commission: toAzn(schedule.commission),
    total: toAzn(schedule.total),
    monthly: toAzn(schedule.monthly),
    firstMonthly: toAzn(schedule.firstMonthly),
  };
}
