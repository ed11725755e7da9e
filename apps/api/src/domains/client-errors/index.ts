import type { DomainModule } from '../module';
import { ClientErrorsPersonalData } from './client-errors.personal-data';
import { clientErrorsRoutes } from './client-errors.routes';
import { ClientErrorsService } from './client-errors.service';

export { ClientErrorsService } from './client-errors.service';

export const clientErrorsModule: DomainModule = {
  name: 'client-errors',
  services: { clientErrors: ({ db }) => new ClientErrorsService(db) },
  routes: () => [clientErrorsRoutes],
  personalData: ({ db }) => [new ClientErrorsPersonalData(db)],
};
