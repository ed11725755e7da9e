import { constants as zlib } from 'node:zlib';
import { loadAllMessages } from '@bazar/contracts';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseConnection } from './db/connection';
import { AccountsPersonalData } from './domains/accounts/accounts.personal-data';
import { accountsRoutes } from './domains/accounts/accounts.routes';
import { AccountsService } from './domains/accounts/accounts.service';
import { secondFactorRoutes } from './domains/accounts/second-factor.routes';
import { SecondFactorService } from './domains/accounts/second-factor.service';
import { SessionTokens } from './domains/accounts/session-tokens';
import { createSocialVerifier } from './domains/accounts/social-verifier';
import { AddressesPersonalData } from './domains/addresses/addresses.personal-data';
import { addressesRoutes } from './domains/addresses/addresses.routes';
import { AddressesService } from './domains/addresses/addresses.service';
import { AuditLog } from './domains/backoffice/audit-log.service';
import { BackofficePersonalData } from './domains/backoffice/backoffice.personal-data';
import { backofficeRoutes } from './domains/backoffice/backoffice.routes';
import { backofficeBrandsRoutes } from './domains/backoffice/brands.routes';
import { BrandsService } from './domains/backoffice/brands.service';
import { CampaignsService as AdminCampaignsService } from './domains/backoffice/campaigns.service';
import { backofficeCatalogueRoutes } from './domains/backoffice/catalogue.routes';
import { CategoriesService as AdminCategoriesService } from './domains/backoffice/categories.service';
import { CombosService as AdminCombosService } from './domains/backoffice/combos.service';
import { ContactInboxService } from './domains/backoffice/contact.service';
import { backofficeContentRoutes } from './domains/backoffice/content.routes';
import { BackofficeContentService } from './domains/backoffice/content.service';
import { DashboardService } from './domains/backoffice/dashboard.service';
import { backofficeHomeRoutes } from './domains/backoffice/home-shelves.routes';
import { HomeShelvesService } from './domains/backoffice/home-shelves.service';
import { backofficeInstalmentsRoutes } from './domains/backoffice/instalment-plans.routes';
import { InstalmentPlansService } from './domains/backoffice/instalment-plans.service';
import { ModerationService } from './domains/backoffice/moderation.service';
import { backofficeOrdersRoutes } from './domains/backoffice/orders.routes';
import { BackofficeOrdersService } from './domains/backoffice/orders.service';
import { backofficePeopleRoutes } from './domains/backoffice/people.routes';
import { PeopleService } from './domains/backoffice/people.service';
import { backofficePromotionsRoutes } from './domains/backoffice/promo-codes.routes';
import { PromoCodesService } from './domains/backoffice/promo-codes.service';
import { backofficeShopsRoutes } from './domains/backoffice/shops.routes';
import { ShopsService } from './domains/backoffice/shops.service';
import { BasketPersonalData } from './domains/basket/basket.personal-data';
import { basketRoutes } from './domains/basket/basket.routes';
import { BasketService } from './domains/basket/basket.service';
import { CatalogPersonalData } from './domains/catalog/catalog.personal-data';
import { catalogRoutes } from './domains/catalog/catalog.routes';
import { CatalogService } from './domains/catalog/catalog.service';
import { checkoutRoutes } from './domains/checkout/checkout.routes';
import { CheckoutService } from './domains/checkout/checkout.service';
import { ClientErrorsPersonalData } from './domains/client-errors/client-errors.personal-data';
import { clientErrorsRoutes } from './domains/client-errors/client-errors.routes';
import { ClientErrorsService } from './domains/client-errors/client-errors.service';
import { ContentPersonalData } from './domains/content/content.personal-data';
import { contentRoutes } from './domains/content/content.routes';
import { ContentService } from './domains/content/content.service';
import { CreditRequestsPersonalData } from './domains/credit-requests/credit-requests.personal-data';
import { creditRequestsRoutes } from './domains/credit-requests/credit-requests.routes';
import { CreditRequestsService } from './domains/credit-requests/credit-requests.service';
import { GiftCardsPersonalData } from './domains/gift-cards/gift-cards.personal-data';
import { giftCardsRoutes } from './domains/gift-cards/gift-cards.routes';
import { GiftCardsService } from './domains/gift-cards/gift-cards.service';
import { homeRoutes } from './domains/home/home.routes';
import { HomeService } from './domains/home/home.service';
import { instalmentsRoutes } from './domains/instalments/instalments.routes';
import { InstalmentsService } from './domains/instalments/instalments.service';
import { InventoryService } from './domains/inventory/inventory.service';
import { productEditorRoutes } from './domains/listings/product-editor.routes';
import { ProductEditorService } from './domains/listings/product-editor.service';
import { productImportRoutes } from './domains/listings/product-import.routes';
import { ProductImportService } from './domains/listings/product-import.service';
import { sellerProductsRoutes } from './domains/listings/seller-products.routes';
import { SellerProductsService } from './domains/listings/seller-products.service';
import { createMailTransport, type MailTransport } from './domains/notifications/mail-transport';
import { NotificationsPersonalData } from './domains/notifications/notifications.personal-data';
import { devOutboxRoutes, notificationsRoutes } from './domains/notifications/notifications.routes';
import { NotificationsService } from './domains/notifications/notifications.service';
import { PhoneCodes } from './domains/notifications/phone-codes';
import { createPushProvider, type PushProvider } from './domains/notifications/push-providers';
import { createSmsProvider, type SmsProvider } from './domains/notifications/sms-providers';
import { tellAboutOrders } from './domains/orders/order-notices';
import { OrdersPersonalData } from './domains/orders/orders.personal-data';
import { ordersRoutes } from './domains/orders/orders.routes';
import { OrdersService } from './domains/orders/orders.service';
import { sellerOrdersRoutes } from './domains/orders/seller-orders.routes';
import { SellerOrdersService } from './domains/orders/seller-orders.service';
import { sellerSalesRoutes } from './domains/orders/seller-sales.routes';
import { SellerSalesService } from './domains/orders/seller-sales.service';
import type { CardGateway } from './domains/payments/card-gateway';
import { createCardGateway } from './domains/payments/gateways';
import { PaymentLinks } from './domains/payments/payment-links';
import { PaymentsPersonalData } from './domains/payments/payments.personal-data';
import { paymentsRoutes } from './domains/payments/payments.routes';
import { PaymentsService } from './domains/payments/payments.service';
import { tellAboutRefunds } from './domains/payments/refund-notices';
import type { SandboxGateway } from './domains/payments/sandbox.gateway';
import { AccountErasure } from './domains/privacy/account-erasure';
import { ConsentsService } from './domains/privacy/consents.service';
import { DataExports } from './domains/privacy/data-exports';
import type { PersonalDataHolder } from './domains/privacy/personal-data';
import { PolicyNotices } from './domains/privacy/policy-notices';
import { PrivacyPersonalData } from './domains/privacy/privacy.personal-data';
import { privacyRoutes } from './domains/privacy/privacy.routes';
import { PrivacyDaily } from './domains/privacy/privacy-daily';
import { PromotionsPersonalData } from './domains/promotions/promotions.personal-data';
import { promotionsRoutes } from './domains/promotions/promotions.routes';
import { PromotionsService } from './domains/promotions/promotions.service';
import { PostgresProductSearch } from './domains/search/search.engine';
import { searchRoutes } from './domains/search/search.routes';
import { SearchService } from './domains/search/search.service';
import { searchSynonymsRoutes } from './domains/search/search-synonyms.routes';
import { SearchSynonymsService } from './domains/search/search-synonyms.service';
import { SellersPersonalData } from './domains/sellers/sellers.personal-data';
import { sellersRoutes } from './domains/sellers/sellers.routes';
import { SellersService } from './domains/sellers/sellers.service';
import { shopSettingsRoutes } from './domains/sellers/shop-settings.routes';
import { ShopSettingsService } from './domains/sellers/shop-settings.service';
import { SpendingPersonalData } from './domains/spending/spending.personal-data';
import { spendingRoutes } from './domains/spending/spending.routes';
import { defaultSpendingLimits, SpendingService } from './domains/spending/spending.service';
import { tellAboutStock } from './domains/stock-requests/stock-notices';
import { StockRequestsPersonalData } from './domains/stock-requests/stock-requests.personal-data';
import { stockRequestsRoutes } from './domains/stock-requests/stock-requests.routes';
import { StockRequestsService } from './domains/stock-requests/stock-requests.service';
import { PriceDropNotices } from './domains/wishlist/price-drop-notices';
import { WishlistPersonalData } from './domains/wishlist/wishlist.personal-data';
import { wishlistRoutes } from './domains/wishlist/wishlist.routes';
import { WishlistService } from './domains/wishlist/wishlist.service';
import { availableFeatures } from './features';
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

export interface Services {
  accounts: AccountsService;
  secondFactor: SecondFactorService;
  addresses: AddressesService;
  auditLog: AuditLog;
  backofficeShops: ShopsService;
  backofficePeople: PeopleService;
  backofficePromoCodes: PromoCodesService;
  instalmentPlans: InstalmentPlansService;
  backofficeBrands: BrandsService;
  backofficeHomeShelves: HomeShelvesService;
  backofficeOrders: BackofficeOrdersService;
  dashboard: DashboardService;
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
  sellers: SellersService;
  shopSettings: ShopSettingsService;
  wishlist: WishlistService;
  stockRequests: StockRequestsService;
  moderation: ModerationService;
  adminCategories: AdminCategoriesService;
  adminCampaigns: AdminCampaignsService;
  adminCombos: AdminCombosService;
  backofficeContent: BackofficeContentService;
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

  const { db } = options.connection;
  const jobs = new JobQueue(options.connection, app.log);
  const activity = new RequestActivity();
  activity.track(app);
  const sellers = new SellersService(db);
  const sellerSales = new SellerSalesService(db, sellers);
  const notifications = new NotificationsService({
    db,
    jobs,
    sms: options.smsProvider ?? createSmsProvider(options.config.sms, app.log),
    mail: options.mailTransport ?? createMailTransport(options.config.mail, app.log),
    push: options.pushProvider ?? createPushProvider(options.config.push.fcm, app.log),
    log: app.log,
    publicUrl: options.config.publicUrl,
  });
  const promotions = new PromotionsService(db, notifications);
  const instalments = new InstalmentsService(db);
  const catalog = new CatalogService(db, promotions, new PostgresProductSearch(db));
  const inventory = new InventoryService(db);
  app.decorate('connection', options.connection);
  app.decorate('jobs', jobs);
  const secret = options.config.auth.secret;
  if (!secret)
    throw new Error('buildApp needs config.auth.secret (startPlatform makes one when AUTH_SECRET is unset)');
  const phoneCodes = new PhoneCodes(db, secret, notifications);
  const accounts = new AccountsService({
    db,
    tokens: new SessionTokens(secret),
    tokenTtlHours: options.config.auth.tokenTtlHours,
    secret,
    social: createSocialVerifier(options.config.social),
    sellers,
    notifications,
    phoneCodes,
  });
  const addresses = new AddressesService(db);
  const images = new ImageStore(options.uploadsDir, jobs);
  const basket = new BasketService(db, inventory);
  const orders = new OrdersService(db, inventory);
  const productEditor = new ProductEditorService(db, sellers, images);
  const productImport = new ProductImportService({
    db,
    sellers,
    editor: productEditor,
    images,
    jobs,
    log: app.log,
    importsDir: options.importsDir,
    privateHostsAllowed: options.config.importPrivateHosts ?? false,
    giveWay: () => activity.lull(),
  });
  const links = new PaymentLinks(options.config.publicUrl, secret);
  const bank = createCardGateway(options.config.payments, {
    db,
    jobs,
    links,
    deliver: (fields) => payments.callback('sandbox', fields),
  });
  app.decorate('sandboxBank', bank.sandbox);
  const payments: PaymentsService = new PaymentsService({
    db,
    jobs,
    orders,
    gateway: options.cardGateway ?? bank.gateway,
    links,
    timeoutMinutes: options.config.payments.timeoutMinutes,
    log: app.log,
  });
  const spending = new SpendingService({
    db,
    accounts,
    limits: options.config.spendingLimits ?? defaultSpendingLimits,
  });
  const giftCards = new GiftCardsService({ db, payments, notifications, secret, spending });
  orders.onPartDelivered((tx, delivered) => promotions.thankForFirstOrder(tx, delivered.userId));
  tellAboutOrders({ db, jobs, orders, notifications });
  tellAboutRefunds({ payments, notifications });
  const stockRequests = new StockRequestsService({ db, jobs, inventory, notifications });
  tellAboutStock({
    editor: productEditor,
    inventory,
    stockRequests,
    priceDrops: new PriceDropNotices({ db, jobs, catalog, notifications }),
    notifications,
  });
  const content = new ContentService(db, accounts, notifications);
  const backofficeContent = new BackofficeContentService(db, images);
  const policyNotices = new PolicyNotices({ db, jobs, accounts, notifications });
  backofficeContent.onVersionPublished((tx, published) => policyNotices.announce(tx, published));
  // What each domain holds about a person: copied, erased and expired by the privacy domain.
  const personalData: PersonalDataHolder[] = [
    new AddressesPersonalData(db),
    new BasketPersonalData(db),
    new WishlistPersonalData(db),
    new StockRequestsPersonalData(db),
    new NotificationsPersonalData(db),
    new ContentPersonalData(db, accounts),
    new CreditRequestsPersonalData(db),
    new GiftCardsPersonalData(db),
    new SpendingPersonalData(db),
    new PaymentsPersonalData(db),
    new PromotionsPersonalData(db),
    new ClientErrorsPersonalData(db),
    new CatalogPersonalData(db),
    new SellersPersonalData(db),
    new BackofficePersonalData(db),
    new PrivacyPersonalData(db, options.exportsDir),
    new OrdersPersonalData(db),
    // Last: the others may still read the account while they erase.
    new AccountsPersonalData(db),
  ];
  const accountErasure = new AccountErasure({
    db,
    accounts,
    orders,
    payments,
    sellers,
    phoneCodes,
    personalData,
  });
  const domainServices = {
    accounts,
    addresses,
    basket,
    catalog,
    inventory,
    productEditor,
    productImport,
    checkout: new CheckoutService({
      db,
      secret,
      accounts,
      addresses,
      basket,
      inventory,
      orders,
      promotions,
      instalments,
      giftCards,
      notifications,
      phoneCodes,
      payments,
    }),
    orders,
    sellerOrders: new SellerOrdersService(db, sellers),
    payments,
    sellerSales,
    content,
    notifications,
    promotions,
    instalments,
    giftCards,
    spending,
    search: new SearchService(db, catalog),
    searchSynonyms: new SearchSynonymsService(db),
    sellerProducts: new SellerProductsService(db),
    sellers,
    shopSettings: new ShopSettingsService(db, accounts, sellers, images),
    wishlist: new WishlistService(db, catalog),
    stockRequests,
    auditLog: new AuditLog(db),
    secondFactor: new SecondFactorService(db, secret),
    clientErrors: new ClientErrorsService(db),
    backofficeShops: new ShopsService(db, notifications),
    backofficePeople: new PeopleService(db),
    backofficePromoCodes: new PromoCodesService(db),
    instalmentPlans: new InstalmentPlansService(db),
    backofficeBrands: new BrandsService(db),
    backofficeHomeShelves: new HomeShelvesService(db),
    backofficeOrders: new BackofficeOrdersService(db, orders, payments),
    dashboard: new DashboardService(db, sellerSales, payments),
    moderation: new ModerationService(db, catalog, notifications),
    adminCategories: new AdminCategoriesService(db),
    adminCampaigns: new AdminCampaignsService(db, images),
    adminCombos: new AdminCombosService(db),
    backofficeContent,
    contactInbox: new ContactInboxService(db, notifications),
    dataExports: new DataExports({
      db,
      jobs,
      accounts,
      holders: personalData,
      exportsDir: options.exportsDir,
    }),
    accountErasure,
    privacyDaily: new PrivacyDaily({ db, jobs, erasure: accountErasure, personalData, log: app.log }),
    consents: new ConsentsService(db, accounts, content),
  };
  app.decorate('services', {
    ...domainServices,
    home: new HomeService(db, domainServices),
    creditRequests: new CreditRequestsService({
      db,
      accounts,
      addresses,
      basket,
      inventory,
      instalments,
      checkout: domainServices.checkout,
      orders,
      notifications,
      offered: () => availableFeatures(payments).credit,
    }),
  });
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
      await api.register(accountsRoutes);
      await api.register(secondFactorRoutes);
      await api.register(catalogRoutes);
      await api.register(sellerProductsRoutes);
      await api.register(productEditorRoutes);
      await api.register(productImportRoutes);
      await api.register(homeRoutes);
      await api.register(contentRoutes);
      await api.register(promotionsRoutes);
      await api.register(instalmentsRoutes);
      await api.register(creditRequestsRoutes);
      await api.register(giftCardsRoutes);
      await api.register(searchRoutes);
      await api.register(spendingRoutes);
      await api.register(searchSynonymsRoutes);
      await api.register(sellersRoutes);
      await api.register(shopSettingsRoutes);
      await api.register(basketRoutes);
      await api.register(wishlistRoutes);
      await api.register(stockRequestsRoutes);
      await api.register(addressesRoutes);
      await api.register(checkoutRoutes);
      await api.register(ordersRoutes);
      await api.register(sellerOrdersRoutes);
      await api.register(paymentsRoutes);
      await api.register(sellerSalesRoutes);
      await api.register(backofficeRoutes);
      await api.register(backofficeCatalogueRoutes);
      await api.register(backofficeContentRoutes);
      await api.register(backofficeShopsRoutes);
      await api.register(backofficePeopleRoutes);
      await api.register(backofficePromotionsRoutes);
      await api.register(backofficeInstalmentsRoutes);
      await api.register(backofficeBrandsRoutes);
      await api.register(backofficeHomeRoutes);
      await api.register(backofficeOrdersRoutes);
      await api.register(clientErrorsRoutes);
      await api.register(notificationsRoutes);
      await api.register(privacyRoutes);
      await api.register(devOutboxRoutes, {
        sms: options.config.sms.devOutbox,
        email: options.config.mail.devOutbox,
        push: options.config.push.devOutbox,
      });
    },
    { prefix: '/api/v1' },
  );
  // Unknown API paths answer as the API does, never with the web's HTML 404.
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw new AppError('notFound', 'error.notFound');
  });
  return app;
}
