import type { DomainModule } from '../module';
import { AccountsPersonalData } from './accounts.personal-data';
import { accountsRoutes } from './accounts.routes';
import { AccountsService } from './accounts.service';
import { PeopleAdminService } from './people-admin.service';
import { secondFactorRoutes } from './second-factor.routes';
import { SecondFactorService } from './second-factor.service';
import { SessionTokens } from './session-tokens';
import { SignInService } from './sign-in.service';
import { createSocialVerifier } from './social-verifier';

export type { UserRow } from './accounts.repo';
export { AccountsService } from './accounts.service';
export { MemberReads } from './member-reads';
export { PeopleAdminService, type PersonAccount, type PersonListed } from './people-admin.service';
export { SecondFactorService } from './second-factor.service';
export { SignInService } from './sign-in.service';
export const accountsModule: DomainModule = {
  name: 'accounts',
  services: {
    accounts: ({ db, events, services }) =>
      new AccountsService({
        db,
        notifications: services.notifications,
        phoneCodes: services.phoneCodes,
        events,
      }),
    signIn: ({ db, config, secret, services, events }) =>
      new SignInService({
        db,
        tokens: new SessionTokens(secret),
        tokenTtlHours: config.auth.tokenTtlHours,
        secret,
        social: createSocialVerifier(config.social),
        sellers: services.sellers,
        notifications: services.notifications,
        phoneCodes: services.phoneCodes,
        events,
      }),
    secondFactor: ({ db, secret, events }) => new SecondFactorService(db, secret, events),
    peopleAdmin: ({ db, events }) => new PeopleAdminService(db, events),
  },
  routes: () => [accountsRoutes, secondFactorRoutes],
  personalData: ({ db }) => [new AccountsPersonalData(db)],
};
