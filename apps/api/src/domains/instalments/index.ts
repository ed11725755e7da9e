import type { DomainModule } from '../module';
import { InstalmentPlansAdminService } from './instalment-plans-admin.service';
import { instalmentsRoutes } from './instalments.routes';
import { InstalmentsService } from './instalments.service';

export { instalmentPlansAdminRoutes } from './instalment-plans-admin.routes';
export { InstalmentPlansAdminService } from './instalment-plans-admin.service';
export { InstalmentsService, type OrderInstalmentTerms } from './instalments.service';

export const instalmentsModule: DomainModule = {
  name: 'instalments',
  services: {
    instalments: ({ db }) => new InstalmentsService(db),
    instalmentPlansAdmin: ({ db, services }) => new InstalmentPlansAdminService(db, services.orders),
  },
  routes: () => [instalmentsRoutes],
};
