/** A plan's terms as the arithmetic needs them: months and commission in basis points. */
export interface PlanTerms {
  months: number;
  commissionBp: number;
}

/** What paying an amount in instalments costs, every figure in qəpik. */
export interface Schedule {
  commission: number;
  total: number;
  monthly: number;
  firstMonthly: number;
}

/**
 * The one rule for instalment amounts, in whole qəpik. The commission is the plan's share of the
 * amount rounded half up (0.5 qəpik and over goes up). Each month pays the total divided by the
 * months, rounded down; the first month also pays what that left, so the payments add up to the
 * total exactly and no month pays more than the first.
 */
export function scheduleOf(amount: number, plan: PlanTerms): Schedule {
  const commission = Math.floor((amount * plan.commissionBp + 5_000) / 10_000);
  const total = amount + commission;
  const monthly = Math.floor(total / plan.months);
  return { commission, total, monthly, firstMonthly: monthly + (total - monthly * plan.months) };
}
