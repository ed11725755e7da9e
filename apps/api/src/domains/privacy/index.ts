import type { DomainModule } from '../module';
import { AccountErasure } from './account-erasure';
import { ConsentsService } from './consents.service';
import { DataExports } from './data-exports';
import { PolicyNotices } from './policy-notices';
import { PrivacyPersonalData } from './privacy.personal-data';
import { privacyRoutes } from './privacy.routes';
import { PrivacyDaily } from './privacy-daily';

export { AccountErasure } from './account-erasure';
export { ConsentsService } from './consents.service';
export { DataExports } from './data-exports';
export { PrivacyDaily } from './privacy-daily';

export const privacyModule: DomainModule = {
  name: 'privacy',
  services: {
    dataExports: ({ db, jobs, dirs, services, personalData }) =>
      new DataExports({
        db,
        jobs,
        accounts: services.accounts,
        holders: personalData,
        exportsDir: dirs.exports,
      }),
    accountErasure: ({ db, services, personalData }) =>
      new AccountErasure({
        db,
        accounts: services.accounts,
        orders: services.orders,
        payments: services.payments,
        sellers: services.sellers,
        phoneCodes: services.phoneCodes,
        personalData,
      }),
    privacyDaily: ({ db, jobs, log, services, personalData }) =>
      new PrivacyDaily({ db, jobs, erasure: services.accountErasure, personalData, log }),
    consents: ({ db, services }) => new ConsentsService(db, services.accounts, services.content),
  },
  routes: () => [privacyRoutes],
  personalData: ({ db, dirs }) => [new PrivacyPersonalData(db, dirs.exports)],
  listen: ({ db, jobs, events, services }) => {
    events.on('accounts.birthdaySaved', (tx, saved) => services.accountErasure.birthdaySaved(tx, saved));
    const policyNotices = new PolicyNotices({
      db,
      jobs,
      accounts: services.accounts,
      notifications: services.notifications,
    });
    events.on('content.pageVersionPublished', (tx, published) => policyNotices.announce(tx, published));
  },
};
