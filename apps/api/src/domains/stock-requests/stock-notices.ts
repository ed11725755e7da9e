import type { InventoryService } from '../inventory';
import type { ProductEditorService } from '../listings';
import type { NotificationsService } from '../notifications';
import type { PriceDropNotices } from '../wishlist';
import type { StockRequestsService } from './stock-requests.service';

/** Where a seller's notice about stock leads: the cabinet's list of all their products. */
const shopProducts = '/shop/products/all-products';

/**
 * Who is told what as stock and prices move: members waiting for a product when it is back (a save
 * or a cancelled order), wishlist owners when its price drops, the shop when an order takes its
 * stock down to the low level.
 */
export function tellAboutStock(deps: {
  editor: ProductEditorService;
  inventory: InventoryService;
  stockRequests: StockRequestsService;
  priceDrops: PriceDropNotices;
  notifications: NotificationsService;
}): void {
  const { editor, inventory, stockRequests, priceDrops, notifications } = deps;

  editor.onSaved(async (tx, saved) => {
    if (saved.restocked) await stockRequests.answerLater(tx, saved.productId);
    await priceDrops.priceChanged(tx, saved.productId, saved.priceBefore, saved.priceAfter);
  });

  inventory.onStockReturned(async (tx, productIds) => {
    for (const productId of productIds) await stockRequests.answerLater(tx, productId);
  });

  inventory.onLowStock((tx, low) =>
    notifications.notify(tx, low.shopOwnerId, {
      kind: 'lowStock',
      params: { title: low.title, count: low.left },
      link: shopProducts,
    }),
  );
}
