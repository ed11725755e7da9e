import type { DomainModule } from '../module';
import { ContactInboxService } from './contact-admin.service';
import { ContentPersonalData } from './content.personal-data';
import { contentRoutes } from './content.routes';
import { ContentService } from './content.service';
import { ContentAdminService } from './content-admin.service';

export { ContactInboxService } from './contact-admin.service';
export { ContactCounts } from './contact-counts';
export { ContentService } from './content.service';
export { contentAdminRoutes } from './content-admin.routes';
export { ContentAdminService } from './content-admin.service';

export const contentModule: DomainModule = {
  name: 'content',
  services: {
    content: ({ db, services }) => new ContentService(db, services.accounts, services.notifications),
    contentAdmin: ({ db, images, events }) => new ContentAdminService(db, images, events),
    contactInbox: ({ db, services }) => new ContactInboxService(db, services.notifications),
  },
  routes: () => [contentRoutes],
  personalData: ({ db, services }) => [new ContentPersonalData(db, services.accounts)],
};
