import type { DeliveryType } from './checkout';

/** What delivery costs per seller's part, in qəpik (spec: urgent delivery carries an extra fee). */
export const deliveryFees = {
  /** Standard delivery of one seller's part. */
  standard: 300,
  /** A seller's part of at least this much is delivered free (standard). */
  freeFrom: 5000,
  /** Added to each part for urgent delivery (same day in Baku). */
  urgentExtra: 500,
} as const;

/**
 * What delivering one seller's part costs, in qəpik, for the part's goods in qəpik: standard is
 * free from `deliveryFees.freeFrom`, urgent adds its extra fee to every part.
 */
export function deliveryFeeOf(partSubtotal: number, type: DeliveryType): number {
  const standard = partSubtotal >= deliveryFees.freeFrom ? 0 : deliveryFees.standard;
  return standard + (type === 'urgent' ? deliveryFees.urgentExtra : 0);
}
