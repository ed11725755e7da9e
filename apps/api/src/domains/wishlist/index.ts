import type { DomainModule } from '../module';
import { PriceDropNotices } from './price-drop-notices';
import { WishlistPersonalData } from './wishlist.personal-data';
import { wishlistRoutes } from './wishlist.routes';
import { WishlistService } from './wishlist.service';

export { WishlistService } from './wishlist.service';

export const wishlistModule: DomainModule = {
  name: 'wishlist',
  services: { wishlist: ({ db, services }) => new WishlistService(db, services.catalog) },
  routes: () => [wishlistRoutes],
  personalData: ({ db }) => [new WishlistPersonalData(db)],
  listen: ({ db, jobs, events, services }) => {
    const priceDrops = new PriceDropNotices({
      db,
      jobs,
      catalog: services.catalog,
      notifications: services.notifications,
    });
    events.on('listings.productSaved', (tx, saved) =>
      priceDrops.priceChanged(tx, saved.productId, saved.priceBefore, saved.priceAfter),
    );
  },
};
