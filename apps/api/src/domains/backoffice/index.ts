import { MemberReads } from '../accounts';
import {
  brandsAdminRoutes,
  CategoryReads,
  categoriesAdminRoutes,
  combosAdminRoutes,
  ProductCounts,
} from '../catalog';
import { ContactCounts, contentAdminRoutes } from '../content';
import { homeShelvesAdminRoutes, seoTagsAdminRoutes } from '../home';
import { instalmentPlansAdminRoutes } from '../instalments';
import { moderationAdminRoutes } from '../listings';
import type { DomainModule } from '../module';
import { BuyerOrderReads, ordersAdminRoutes, ShopMonthFigures } from '../orders';
import { campaignsAdminRoutes, promoCodesAdminRoutes } from '../promotions';
import { ShopReads } from '../sellers';
import { backofficeRoutes } from './backoffice.routes';
import { DashboardService } from './dashboard.service';
import { peopleAdminRoutes } from './people.routes';
import { PeopleOverviewService } from './people.service';
import { ShopsOverviewService } from './shops.service';
import { shopsAdminRoutes } from './shops-admin.routes';

export { DashboardService } from './dashboard.service';
export { PeopleOverviewService } from './people.service';
export { ShopsOverviewService } from './shops.service';

export const backofficeModule: DomainModule = {
  name: 'backoffice',
  services: {
    dashboard: ({ db, services }) =>
      new DashboardService({
        sales: services.sellerSales,
        payments: services.payments,
        people: services.peopleAdmin,
        shops: new ShopReads(db),
        products: new ProductCounts(db),
        messages: new ContactCounts(db),
      }),
    peopleOverview: ({ db, services }) =>
      new PeopleOverviewService(services.peopleAdmin, new ShopReads(db), new BuyerOrderReads(db)),
    shopsOverview: ({ db, services }) =>
      new ShopsOverviewService({
        shops: services.shopsAdmin,
        members: new MemberReads(db),
        products: new ProductCounts(db),
        orders: new ShopMonthFigures(db),
        categories: new CategoryReads(db),
      }),
  },
  /**
   * The operators' calls (`Admin/...`): the back office's own, then each owning domain's admin routes,
   * in the order of the API document.
   */
  routes: () => [
    backofficeRoutes,
    moderationAdminRoutes,
    categoriesAdminRoutes,
    seoTagsAdminRoutes,
    campaignsAdminRoutes,
    combosAdminRoutes,
    contentAdminRoutes,
    shopsAdminRoutes,
    peopleAdminRoutes,
    promoCodesAdminRoutes,
    instalmentPlansAdminRoutes,
    brandsAdminRoutes,
    homeShelvesAdminRoutes,
    ordersAdminRoutes,
  ],
};
