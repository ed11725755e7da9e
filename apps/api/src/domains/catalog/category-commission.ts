import { type CommissionSource, defaultCommissionBp } from '@bazar/contracts';

/** A category as its commission rate is found: its own rate, else its parent's. */
export interface CategoryCommissionNode {
  id: number;
  parentId: number | null;
  name: Record<string, string>;
  commissionBp: number | null;
}

/** A category's rate: its own, else the nearest one up the tree, else the marketplace's default. */
export function categoryRate(
  byId: Map<number, CategoryCommissionNode>,
  categoryId: number,
): { bp: number; source: CommissionSource } {
  const seen = new Set<number>();
  let node = byId.get(categoryId);
  while (node && !seen.has(node.id)) {
    if (node.commissionBp !== null) return { bp: node.commissionBp, source: 'category' };
    seen.add(node.id);
    node = node.parentId === null ? undefined : byId.get(node.parentId);
  }
  return { bp: defaultCommissionBp, source: 'default' };
}
