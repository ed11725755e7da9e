import type { DomainModule } from '../module';
import { createCardGateway } from './gateways';
import { PaymentLinks } from './payment-links';
import { PaymentsPersonalData } from './payments.personal-data';
import { paymentsRoutes } from './payments.routes';
import { PaymentsService } from './payments.service';
import { tellAboutRefunds } from './refund-notices';

export type { CardGateway } from './card-gateway';
export type { PaymentLinks } from './payment-links';
export { PaymentsService } from './payments.service';
export type { SandboxGateway } from './sandbox.gateway';

/** The configured bank for card payments, and the sandbox bank's page when it is the sandbox. */
export type CardBank = ReturnType<typeof createCardGateway>;

export const paymentsModule: DomainModule = {
  name: 'payments',
  services: {
    paymentLinks: ({ config, secret }) => new PaymentLinks(config.publicUrl, secret),
    cardBank: ({ db, jobs, config, services }) =>
      createCardGateway(config.payments, {
        db,
        jobs,
        links: services.paymentLinks,
        deliver: (fields) => services.payments.cards.callback('sandbox', fields),
      }),
    payments: ({ db, jobs, events, config, log, providers, services }) =>
      new PaymentsService({
        db,
        jobs,
        events,
        orders: services.orders,
        gateway: providers.cardGateway ?? services.cardBank.gateway,
        links: services.paymentLinks,
        timeoutMinutes: config.payments.timeoutMinutes,
        log,
      }),
  },
  routes: () => [paymentsRoutes],
  personalData: ({ db }) => [new PaymentsPersonalData(db)],
  listen: ({ events, services }) => {
    events.on('orders.partEnded', (tx, ended) => services.payments.refunds.refundPart(tx, ended));
    tellAboutRefunds({ events, notifications: services.notifications });
  },
};
