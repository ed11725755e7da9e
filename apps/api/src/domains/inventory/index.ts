import type { DomainModule } from '../module';
import { InventoryService } from './inventory.service';

export {
  type BasketProduct,
  type Buyable,
  type BuyableRef,
  buyableKey,
  InventoryService,
  type OfferChoice,
  titleWithOptions,
} from './inventory.service';
export const inventoryModule: DomainModule = {
  name: 'inventory',
  services: { inventory: ({ db, events }) => new InventoryService(db, events) },
};
