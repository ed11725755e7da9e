import type { DomainModule } from '../module';
import { WishlistPersonalData } from './wishlist.personal-data';
import { wishlistRoutes } from './wishlist.routes';
import { WishlistService } from './wishlist.service';

export { PriceDropNotices } from './price-drop-notices';
export { WishlistService } from './wishlist.service';

export const wishlistModule: DomainModule = {
  name: 'wishlist',
  services: { wishlist: ({ db, services }) => new WishlistService(db, services.catalog) },
  routes: () => [wishlistRoutes],
  personalData: ({ db }) => [new WishlistPersonalData(db)],
};
