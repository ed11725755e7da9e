/**
 * The marketplace's instalment terms (spec: choices by months, a monthly payment and an extra
 * commission; the spec leaves the values to the marketplace). The credit request and payment
 * take the same plans.
 */
export const instalmentPlans = [
  { months: 3, commissionPercent: 0 },
  { months: 6, commissionPercent: 5 },
  { months: 12, commissionPercent: 10 },
] as const;

export type InstalmentPlan = (typeof instalmentPlans)[number];

/** What a plan costs for a price (AZN): the total with commission and the monthly payment, rounded up to the qəpik. */
export function instalmentOffer(price: number, plan: InstalmentPlan) {
  const priceQepik = Math.round(price * 100);
  const totalQepik = Math.round((priceQepik * (100 + plan.commissionPercent)) / 100);
  const monthlyQepik = Math.ceil(totalQepik / plan.months);
  return {
    months: plan.months,
    commissionPercent: plan.commissionPercent,
    total: totalQepik / 100,
    monthly: monthlyQepik / 100,
  };
}
