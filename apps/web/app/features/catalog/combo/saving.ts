import type { ComboSummary } from '@bazar/contracts';

/** What buying the combo saves against buying its products apart: AZN (to the qəpik) and whole percent. */
export function comboSaving(combo: Pick<ComboSummary, 'price' | 'priceApart'>): {
  amount: number;
  percent: number;
} {
  const amount = Math.round((combo.priceApart - combo.price) * 100) / 100;
  if (amount <= 0 || combo.priceApart <= 0) return { amount: 0, percent: 0 };
  return { amount, percent: Math.round((amount / combo.priceApart) * 100) };
}
