import type { DomainModule } from '../module';
import { SpendingPersonalData } from './spending.personal-data';
import { spendingRoutes } from './spending.routes';
import { defaultSpendingLimits, SpendingService } from './spending.service';

export { SpendingService } from './spending.service';

export const spendingModule: DomainModule = {
  name: 'spending',
  services: {
    spending: ({ db, config, services }) =>
      new SpendingService({
        db,
        accounts: services.accounts,
        limits: config.spendingLimits ?? defaultSpendingLimits,
      }),
  },
  routes: () => [spendingRoutes],
  personalData: ({ db }) => [new SpendingPersonalData(db)],
};
