import type { DomainModule } from '../module';
import { BasketPersonalData } from './basket.personal-data';
import { basketRoutes } from './basket.routes';
import { BasketService } from './basket.service';

export { BasketService } from './basket.service';

export const basketModule: DomainModule = {
  name: 'basket',
  services: { basket: ({ db, services }) => new BasketService(db, services.inventory) },
  routes: () => [basketRoutes],
  personalData: ({ db }) => [new BasketPersonalData(db)],
};
