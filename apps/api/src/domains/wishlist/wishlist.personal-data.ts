import type { Database } from '../../db/connection';
import { OwnRowsPersonalData } from '../../shared/own-rows-personal-data';
import { wishlistItems } from './wishlist.tables';

/** A member's favourites: copied, deleted at the purge, and for a child (an order does not need them). */
export class WishlistPersonalData extends OwnRowsPersonalData {
  constructor(db: Database) {
    const { productId, comboId, createdAt } = wishlistItems;
    super(db, 'wishlist', wishlistItems, { productId, comboId, createdAt });
  }
}
