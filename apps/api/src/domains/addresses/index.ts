import type { DomainModule } from '../module';
import { AddressesPersonalData } from './addresses.personal-data';
import { addressesRoutes } from './addresses.routes';
import { AddressesService } from './addresses.service';

export { AddressesService, type DeliveryPlace } from './addresses.service';

export const addressesModule: DomainModule = {
  name: 'addresses',
  services: { addresses: ({ db }) => new AddressesService(db) },
  routes: () => [addressesRoutes],
  personalData: ({ db }) => [new AddressesPersonalData(db)],
};
