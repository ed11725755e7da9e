import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseConnection } from './db/connection';
import { catalogRoutes } from './domains/catalog/catalog.routes';
import { CatalogService } from './domains/catalog/catalog.service';
import { contentRoutes } from './domains/content/content.routes';
import { ContentService } from './domains/content/content.service';
import { homeRoutes } from './domains/home/home.routes';
import { promotionsRoutes } from './domains/promotions/promotions.routes';
import { PromotionsService } from './domains/promotions/promotions.service';
import { sellersRoutes } from './domains/sellers/sellers.routes';
import { SellersService } from './domains/sellers/sellers.service';
import { AppError, errorsPlugin } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { requestContextPlugin } from './plugins/request-context';

export interface Services {
  catalog: CatalogService;
  content: ContentService;
  promotions: PromotionsService;
  sellers: SellersService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    connection: DatabaseConnection;
  }
}

export type AppConfig = Pick<Config, 'logLevel' | 'env' | 'auth' | 'social' | 'sms' | 'redisUrl'>;

export interface BuildAppOptions {
  config: AppConfig;
  connection: DatabaseConnection;
  /** Pino logger options or false; tests pass false. */
  logger?: boolean;
}

/** The API as a Fastify instance: plugins first, then one plugin per domain under /api/v1. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: options.config.logLevel },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = options.connection;
  const sellers = new SellersService(db);
  app.decorate('connection', options.connection);
  app.decorate('services', {
    catalog: new CatalogService(db),
    content: new ContentService(db),
    promotions: new PromotionsService(db),
    sellers,
  });

  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bazar API',
        version: '1',
        description:
          'The public contract of the Bazar marketplace. Send Accept-Language (az, en, ru), fromMobileApp and Authorization: Bearer <token>. Errors are application/problem+json.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(homeRoutes);
      await api.register(contentRoutes);
      await api.register(promotionsRoutes);
      await api.register(sellersRoutes);
    },
    { prefix: '/api/v1' },
  );
  // Unknown API paths answer as the API does, never with the web's HTML 404.
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new AppError('notFound', 'error.notFound');
  });
  return app;
}
