import type { EventBus } from '../../events/event-bus';
import type { NotificationsService } from '../notifications';
import type { StockRequestsService } from './stock-requests.service';

/** Where a seller's notice about stock leads: the cabinet's list of all their products. */
const shopProducts = '/shop/products/all-products';

/**
 * Who is told what as stock moves: members waiting for a product when it is back (a save or a
 * cancelled order), the shop when an order takes its stock down to the low level.
 */
export function tellAboutStock(deps: {
  events: EventBus;
  stockRequests: StockRequestsService;
  notifications: NotificationsService;
}): void {
  const { events, stockRequests, notifications } = deps;

  events.on('listings.productSaved', async (tx, saved) => {
    if (saved.restocked) await stockRequests.answerLater(tx, saved.productId);
  });

  events.on('inventory.stockReturned', async (tx, { productIds }) => {
    for (const productId of productIds) await stockRequests.answerLater(tx, productId);
  });

  events.on('inventory.lowStock', (tx, low) =>
    notifications.notify(tx, low.shopOwnerId, {
      kind: 'lowStock',
      params: { title: low.title, count: low.left },
      link: shopProducts,
    }),
  );
}
