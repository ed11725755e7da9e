import type { DomainModule } from '../module';
import { createMailTransport } from './mail-transport';
import { NotificationsPersonalData } from './notifications.personal-data';
import { devOutboxRoutes, notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { PhoneCodes } from './phone-codes';
import { createPushProvider } from './push-providers';
import { createSmsProvider } from './sms-providers';

export { accent } from './email-layout';
export type { MailTransport } from './mail-transport';
export { NotificationsService } from './notifications.service';
export { PhoneCodes } from './phone-codes';
export type { PushProvider } from './push-providers';
export type { SmsProvider } from './sms-providers';
export const notificationsModule: DomainModule = {
  name: 'notifications',
  services: {
    notifications: ({ db, jobs, config, log, providers }) =>
      new NotificationsService({
        db,
        jobs,
        sms: providers.sms ?? createSmsProvider(config.sms, log),
        mail: providers.mail ?? createMailTransport(config.mail, log),
        push: providers.push ?? createPushProvider(config.push.fcm, log),
        log,
        publicUrl: config.publicUrl,
      }),
    phoneCodes: ({ db, secret, services }) => new PhoneCodes(db, secret, services.notifications),
  },
  routes: ({ config }) => [
    notificationsRoutes,
    (api) =>
      devOutboxRoutes(api, {
        sms: config.sms.devOutbox,
        email: config.mail.devOutbox,
        push: config.push.devOutbox,
      }),
  ],
  personalData: ({ db }) => [new NotificationsPersonalData(db)],
  listen: ({ events, services }) =>
    events.on('accounts.sessionsEnded', (tx, { sessionIds }) =>
      services.notifications.forgetPushTokensOf(tx, sessionIds),
    ),
};
