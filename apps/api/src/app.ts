import { constants as zlib } from 'node:zlib';
import { loadAllMessages } from '@bazar/contracts';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuditLog } from './audit';
import type { Config } from './config';
import type { DatabaseConnection } from './db/connection';
import type {
  AccountsService,
  PeopleAdminService,
  SecondFactorService,
  SignInService,
} from './domains/accounts';
import type { AddressesService } from './domains/addresses';
import type { DashboardService, PeopleOverviewService, ShopsOverviewService } from './domains/backoffice';
import type { BasketService } from './domains/basket';
import type {
  BrandsAdminService,
  CatalogService,
  CategoriesAdminService,
  CombosAdminService,
  ProductSearchEngine,
} from './domains/catalog';
import type { CheckoutService } from './domains/checkout';
import type { ClientErrorsService } from './domains/client-errors';
import type { ContactInboxService, ContentAdminService, ContentService } from './domains/content';
import type { CreditRequestsService } from './domains/credit-requests';
import type { GiftCardsService } from './domains/gift-cards';
import type { HomeService, HomeShelvesAdminService, SeoTagsAdminService } from './domains/home';
import type { InstalmentPlansAdminService, InstalmentsService } from './domains/instalments';
import type { InventoryService } from './domains/inventory';
import type {
  ModerationService,
  ProductEditorService,
  ProductImportService,
  SellerProductsService,
} from './domains/listings';
import { type ModuleContext, personalDataHolders, provideServices } from './domains/module';
import { domainModules, personalDataOrder } from './domains/modules';
import type {
  MailTransport,
  NotificationsService,
  PhoneCodes,
  PushProvider,
  SmsProvider,
} from './domains/notifications';
import type {
  OrdersAdminService,
  OrdersService,
  SellerOrdersService,
  SellerSalesService,
} from './domains/orders';
import type {
  CardBank,
  CardGateway,
  PaymentLinks,
  PaymentsService,
  SandboxGateway,
} from './domains/payments';
import type { AccountErasure, ConsentsService, DataExports, PrivacyDaily } from './domains/privacy';
import type { CampaignsAdminService, PromoCodesAdminService, PromotionsService } from './domains/promotions';
import type { SearchService, SearchSynonymsService } from './domains/search';
import type { SellersService, ShopSettingsService, ShopsAdminService } from './domains/sellers';
import type { SpendingService } from './domains/spending';
import type { StockRequestsService } from './domains/stock-requests';
import type { WishlistService } from './domains/wishlist';
import { EventBus } from './events/event-bus';
import { JobQueue } from './jobs/job-queue';
import { ImageStore } from './media/image-store';
import { authPlugin } from './plugins/auth';
import { AppError, badUrlProblem, errorsPlugin } from './plugins/errors';
import { healthRoutes } from './plugins/health';
import { inputGuardPlugin } from './plugins/input-guard';
import { maskedStream } from './plugins/log-masking';
import { openApiPlugin } from './plugins/openapi';
import { type RateLimits, rateLimitsPlugin } from './plugins/rate-limits';
import { RequestActivity } from './plugins/request-activity';
import { requestContextPlugin } from './plugins/request-context';
import { securityHeadersPlugin } from './plugins/security-headers';
import type { PersonalDataHolder } from './shared/personal-data';

export interface Services {
  accounts: AccountsService;
  signIn: SignInService;
  secondFactor: SecondFactorService;
  phoneCodes: PhoneCodes;
  paymentLinks: PaymentLinks;
  cardBank: CardBank;
  addresses: AddressesService;
  auditLog: AuditLog;
  shopsAdmin: ShopsAdminService;
  peopleAdmin: PeopleAdminService;
  promoCodesAdmin: PromoCodesAdminService;
  instalmentPlansAdmin: InstalmentPlansAdminService;
  brandsAdmin: BrandsAdminService;
  homeShelvesAdmin: HomeShelvesAdminService;
  seoTagsAdmin: SeoTagsAdminService;
  ordersAdmin: OrdersAdminService;
  dashboard: DashboardService;
  peopleOverview: PeopleOverviewService;
  shopsOverview: ShopsOverviewService;
  basket: BasketService;
  catalog: CatalogService;
  inventory: InventoryService;
  sellerProducts: SellerProductsService;
  productEditor: ProductEditorService;
  productImport: ProductImportService;
  checkout: CheckoutService;
  clientErrors: ClientErrorsService;
  orders: OrdersService;
  payments: PaymentsService;
  sellerOrders: SellerOrdersService;
  sellerSales: SellerSalesService;
  home: HomeService;
  content: ContentService;
  notifications: NotificationsService;
  promotions: PromotionsService;
  instalments: InstalmentsService;
  creditRequests: CreditRequestsService;
  giftCards: GiftCardsService;
  spending: SpendingService;
  search: SearchService;
  searchSynonyms: SearchSynonymsService;
  productSearch: ProductSearchEngine;
  sellers: SellersService;
  shopSettings: ShopSettingsService;
  wishlist: WishlistService;
  stockRequests: StockRequestsService;
  moderation: ModerationService;
  categoriesAdmin: CategoriesAdminService;
  campaignsAdmin: CampaignsAdminService;
  combosAdmin: CombosAdminService;
  contentAdmin: ContentAdminService;
  contactInbox: ContactInboxService;
  dataExports: DataExports;
  accountErasure: AccountErasure;
  privacyDaily: PrivacyDaily;
  consents: ConsentsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    limits: RateLimits;
    /** Uploaded images (product photos, shop logos and banners), kept as WebP under the uploads folder. */
    images: ImageStore;
    connection: DatabaseConnection;
    /** The queue of background work: started with the app, stopped when it closes. */
    jobs: JobQueue;
    /** The sandbox bank's card page, when PAYMENT_GATEWAY=sandbox. */
    sandboxBank: SandboxGateway | null;
  }
}

export type AppConfig = Pick<
  Config,
  | 'logLevel'
  | 'env'
  | 'auth'
  | 'social'
  | 'sms'
  | 'mail'
  | 'push'
  | 'redisUrl'
  | 'rateLimitNamespace'
  | 'importPrivateHosts'
  | 'trustProxy'
  | 'publicUrl'
  | 'payments'
  | 'spendingLimits'
  | 'trackers'
>;

export interface BuildAppOptions {
  config: AppConfig;
  connection: DatabaseConnection;
  /** Where uploaded files are written (<DATA_DIR>/uploads), served at /media/. */
  uploadsDir: string;
  /** Where uploaded Excel files wait for their import job (<DATA_DIR>/imports). */
  importsDir: string;
  /** Where people's copies of their data wait to be downloaded (<DATA_DIR>/exports). */
  exportsDir: string;
  /** Pino logger options or false; tests pass false. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (a test reading what was logged). */
  logStream?: { write(line: string): void };
  /** The bank for card payments instead of the configured one (tests: adapters against local fakes). */
  cardGateway?: CardGateway;
  /** Who delivers text messages; by default the configured gateway, else the development outbox. */
  smsProvider?: SmsProvider;
  /** Who delivers e-mails; by default the configured SMTP server, else the development outbox. */
  mailTransport?: MailTransport;
  /** Who delivers the app's pushes; by default FCM when configured, else the development outbox. */
  pushProvider?: PushProvider;
  /** Close the database when the app closes, after everything that uses it (start-up owns it; tests keep theirs). */
  closeConnection?: boolean;
}

/** Fastify takes a hop count at run time but types only a function for it. */
function trustedProxies(
  setting: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

/** The configured bank's card page may be where a checkout form leads. */
function bankOrigins(payments: AppConfig['payments']): string[] {
  const url =
    payments.gateway === 'epoint'
      ? payments.epoint?.url
      : payments.gateway === 'kapital'
        ? payments.kapital?.url
        : undefined;
  return url ? [new URL(url).origin] : [];
}

/** Links that open a guest's order or a sandbox card page carry their secret in the query. */
const secretParams = /([?&](?:key|token)=)[^&]*/g;

/** Each request as logged: its address with the secrets of payment links masked. */
const requestLogged = {
  req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
    method: request.method,
    url: request.url.replace(secretParams, '$1***'),
    host: request.hostname,
    remoteAddress: request.ip,
  }),
};

/**
 * JSON lines in production (for the log collector); readable lines, coloured, in development. Every
 * line has its phone numbers and e-mail addresses masked on its way out (a test passes its own stream).
 */
async function loggerOptions(config: AppConfig, stream?: { write(line: string): void }) {
  const options = { level: config.logLevel, serializers: requestLogged };
  if (stream) return { ...options, stream: maskedStream(stream) };
  if (config.env !== 'development') return { ...options, stream: maskedStream(process.stdout) };
  // Only development reads pretty lines, so the (development-only) formatter is loaded only there.
  const { default: pretty } = await import('pino-pretty');
  const readable = pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return { ...options, stream: maskedStream(readable) };
}

/** The API as a Fastify instance: plugins first, then one plugin per domain under /api/v1. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  // Answers and SMS texts go out in every language.
  await loadAllMessages();
  const app = Fastify({
    logger:
      options.logger === false && !options.logStream
        ? false
        : await loggerOptions(options.config, options.logStream),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: trustedProxies(options.config.trustProxy),
    frameworkErrors: badUrlProblem,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Fastify runs onClose hooks last registered first: this one, registered first, runs last.
  if (options.closeConnection) app.addHook('onClose', () => options.connection.close());

  const jobs = new JobQueue(options.connection, app.log);
  const activity = new RequestActivity();
  activity.track(app);
  app.decorate('connection', options.connection);
  app.decorate('jobs', jobs);
  const secret = options.config.auth.secret;
  if (!secret)
    throw new Error('buildApp needs config.auth.secret (startPlatform makes one when AUTH_SECRET is unset)');
  const images = new ImageStore(options.uploadsDir, jobs);
  let personalData: PersonalDataHolder[] | undefined;
  const ctx: ModuleContext = {
    db: options.connection.db,
    jobs,
    config: options.config,
    secret,
    log: app.log,
    images,
    events: new EventBus(),
    dirs: { imports: options.importsDir, exports: options.exportsDir },
    providers: {
      sms: options.smsProvider,
      mail: options.mailTransport,
      push: options.pushProvider,
      cardGateway: options.cardGateway,
    },
    services: {} as Services,
    // What each domain holds about a person: copied, erased and expired by the privacy domain.
    get personalData() {
      personalData ??= personalDataHolders(domainModules, personalDataOrder, ctx);
      return personalData;
    },
    giveWay: () => activity.lull(),
  };
  provideServices(domainModules, ctx);
  for (const module of domainModules) module.listen?.(ctx);
  app.decorate('services', ctx.services);
  app.decorate('sandboxBank', ctx.services.cardBank.sandbox);
  // The domains above defined their kinds of jobs; their workers run while the app does.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin, {
    bankOrigins: bankOrigins(options.config.payments),
    trackers: options.config.trackers,
    httpsSite: new URL(options.config.publicUrl).protocol === 'https:',
    reportPath: '/api/v1/ClientError/CspReport',
  });
  // Pages, answers and assets go out compressed to a client that takes it (issue 19: HTML was 10x
  // larger than it need be). Brotli at quality 4: most of its gain at a fraction of quality 11's
  // time, since pages and answers are made per request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin, {
    redisUrl: options.config.redisUrl,
    namespace: options.config.rateLimitNamespace,
  });
  app.decorate('images', images);
  // Uploads are read by the routes that take them (request.file()), one file at a time.
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { testPayments: options.config.payments.testPayments === true });
  await app.register(
    async (api) => {
      for (const module of domainModules)
        for (const routes of module.routes?.(ctx) ?? []) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );
  // Unknown API paths answer as the API does, never with the web's HTML 404.
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new AppError('notFound', 'error.notFound');
  });
  return app;
}
