import type { Transaction } from '../../db/connection';

/**
 * What registration needs of the sellers domain (its `SellersService`, given by the module): a seller
 * registers with a shop that waits for an operator's approval, on the account's transaction.
 */
export interface ShopOpener {
  createPendingShop(
    tx: Transaction,
    shop: { ownerId: number; name: string; site?: string },
  ): Promise<unknown>;
}
