import type { Database } from '../../db/connection';
import { OwnRowsPersonalData } from '../../shared/own-rows-personal-data';
import { stockRequests } from './stock-requests.tables';

/** Products a member waits for: copied, deleted at the purge, and for a child (an order does not need them). */
export class StockRequestsPersonalData extends OwnRowsPersonalData {
  constructor(db: Database) {
    const { productId, variantId, createdAt } = stockRequests;
    super(db, 'stockRequests', stockRequests, { productId, variantId, createdAt });
  }
}
