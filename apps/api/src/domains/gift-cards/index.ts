import type { DomainModule } from '../module';
import { GiftCardsPersonalData } from './gift-cards.personal-data';
import { giftCardsRoutes } from './gift-cards.routes';
import { GiftCardsService } from './gift-cards.service';

export { lockGiftCard } from './gift-card-lock';
export { GiftCardsService } from './gift-cards.service';

export const giftCardsModule: DomainModule = {
  name: 'gift-cards',
  services: {
    giftCards: ({ db, secret, services }) =>
      new GiftCardsService({
        db,
        payments: services.payments,
        notifications: services.notifications,
        secret,
        spending: services.spending,
      }),
  },
  routes: () => [giftCardsRoutes],
  personalData: ({ db }) => [new GiftCardsPersonalData(db)],
  listen: ({ events, services }) =>
    events.on('payments.giftCardPaid', (tx, { giftCardId }) => services.giftCards.activate(tx, giftCardId)),
};
