import { peopleAdminRoutes } from '../accounts';
import { brandsAdminRoutes, categoriesAdminRoutes, combosAdminRoutes } from '../catalog';
import { contentAdminRoutes } from '../content';
import { homeShelvesAdminRoutes, seoTagsAdminRoutes } from '../home';
import { instalmentPlansAdminRoutes } from '../instalments';
import { moderationAdminRoutes } from '../listings';
import type { DomainModule } from '../module';
import { ordersAdminRoutes } from '../orders';
import { campaignsAdminRoutes, promoCodesAdminRoutes } from '../promotions';
import { shopsAdminRoutes } from '../sellers';
import { backofficeRoutes } from './backoffice.routes';
import { DashboardService } from './dashboard.service';

export { DashboardService } from './dashboard.service';

export const backofficeModule: DomainModule = {
  name: 'backoffice',
  services: {
    dashboard: ({ db, services }) => new DashboardService(db, services.sellerSales, services.payments),
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
