import type { Features } from '@bazar/contracts';
import type { PaymentMethods } from './domains/payments/methods';

/**
 * What the marketplace can do with this configuration (Layout.features, read by every page).
 * Cash at the door needs nothing; card, wallet and instalments (partner cards) need their gateway;
 * notifications by SMS and e-mail and a person's copy of their data are always on. A feature is
 * turned on here by the work that builds it, and only then may a page or text offer it
 * (content-claims.test.ts).
 */
export function availableFeatures(payments: Pick<PaymentMethods, 'available'>): Features {
  return {
    cashOnDelivery: payments.available('cash'),
    cardPayments: payments.available('card'),
    walletPayments: payments.available('wallet'),
    instalments: payments.available('instalment'),
    // Credit requests borrow from the partner banks whose plans instalments offer.
    credit: payments.available('instalment'),
    giftCards: payments.available('card'),
    // Members choose per kind of event (notification settings); e-mails go out through SMTP_URL,
    // or wait in the development outbox where no server is configured.
    emailNotifications: true,
    orderStatusSms: true,
    // A person's copy of their data ("My data", issue 22), made by a job.
    dataExport: true,
  };
}
