import type { DomainModule } from '../module';
import { homeRoutes } from './home.routes';
import { HomeService } from './home.service';
import { HomeShelvesAdminService } from './home-shelves-admin.service';
import { SeoTagsAdminService } from './seo-tags-admin.service';

export { HomeService } from './home.service';
export { homeShelvesAdminRoutes } from './home-shelves-admin.routes';
export { HomeShelvesAdminService } from './home-shelves-admin.service';
export { seoTagsAdminRoutes } from './seo-tags-admin.routes';
export { SeoTagsAdminService } from './seo-tags-admin.service';

export const homeModule: DomainModule = {
  name: 'home',
  services: {
    home: ({ db, services }) => new HomeService(db, services),
    homeShelvesAdmin: ({ db }) => new HomeShelvesAdminService(db),
    seoTagsAdmin: ({ db }) => new SeoTagsAdminService(db),
  },
  routes: () => [homeRoutes],
  listen: ({ events, services }) => {
    events.on('catalog.brandRenamed', (tx, rename) => services.seoTagsAdmin.renameBrand(tx, rename));
    events.on('catalog.categoryRemoving', (tx, removing) =>
      services.seoTagsAdmin.keepUsedCategory(tx, removing),
    );
  },
};
