import type { DomainModule } from '../module';
import { CampaignsAdminService } from './campaigns-admin.service';
import { PromoCodesAdminService } from './promo-codes-admin.service';
import { PromotionsPersonalData } from './promotions.personal-data';
import { promotionsRoutes } from './promotions.routes';
import { PromotionsService } from './promotions.service';

export { campaignsAdminRoutes } from './campaigns-admin.routes';
export { CampaignsAdminService } from './campaigns-admin.service';
export { promoCodesAdminRoutes } from './promo-codes-admin.routes';
export { PromoCodesAdminService } from './promo-codes-admin.service';
export { type PromoCheck, PromotionsService } from './promotions.service';

export const promotionsModule: DomainModule = {
  name: 'promotions',
  services: {
    promotions: ({ db, services }) => new PromotionsService(db, services.notifications),
    campaignsAdmin: ({ db, images }) => new CampaignsAdminService(db, images),
    promoCodesAdmin: ({ db }) => new PromoCodesAdminService(db),
  },
  routes: () => [promotionsRoutes],
  personalData: ({ db }) => [new PromotionsPersonalData(db)],
  listen: ({ events, services }) => {
    events.on('orders.partDelivered', (tx, delivered) =>
      services.promotions.thankForFirstOrder(tx, delivered.userId),
    );
    events.on('catalog.categoryRemoving', (tx, removing) =>
      services.campaignsAdmin.keepUsedCategory(tx, removing),
    );
  },
};
