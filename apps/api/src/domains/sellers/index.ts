import type { DomainModule } from '../module';
import { SellersPersonalData } from './sellers.personal-data';
import { sellersRoutes } from './sellers.routes';
import { SellersService } from './sellers.service';
import { shopSettingsRoutes } from './shop-settings.routes';
import { ShopSettingsService } from './shop-settings.service';
import { ShopsAdminService } from './shops-admin.service';

export { logoUrl, SellersService } from './sellers.service';
export { ShopReads } from './shop-reads';
export { ShopSettingsService } from './shop-settings.service';
export type { ShopListFilter } from './shops-admin.repo';
export { ShopsAdminService } from './shops-admin.service';

export const sellersModule: DomainModule = {
  name: 'sellers',
  services: {
    sellers: ({ db }) => new SellersService(db),
    shopSettings: ({ db, images, services }) =>
      new ShopSettingsService(db, services.accounts, services.sellers, images),
    shopsAdmin: ({ db, services }) => new ShopsAdminService(db, services.notifications),
  },
  routes: () => [sellersRoutes, shopSettingsRoutes],
  personalData: ({ db }) => [new SellersPersonalData(db)],
};
