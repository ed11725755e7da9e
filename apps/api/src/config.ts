import { readFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** proxy-addr's names for whole ranges, which Fastify's trustProxy takes beside addresses. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  try {
    if (entry.includes('/')) ipaddr.parseCIDR(entry);
    else ipaddr.parse(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: a hop count (`1`) or a comma-separated list of proxy addresses, CIDR ranges or
 * `loopback`/`linklocal`/`uniquelocal`. Unset, the socket's address is the client's, so no header
 * can move a caller out of its per-address limits.
 */
const TrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0)
      ctx.addIssue({ code: 'custom', message: `not a hop count nor proxy addresses: ${wrong.join(', ')}` });
    return entries;
  });

/** Every setting comes from the environment; README.md lists them with these defaults. */
const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(720),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  FACEBOOK_DIALOG_URL: z.string().url().default('https://www.facebook.com/dialog/oauth'),
  REDIS_URL: z.string().url().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('Bazar'),
  SMS_DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Bazar <no-reply@bazar.az>'),
  MAIL_DEV_OUTBOX: z.enum(['true', 'false']).optional(),
  FCM_SERVICE_ACCOUNT: z.string().trim().min(1).optional(),
  IMPORT_PRIVATE_HOSTS: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY: TrustProxy.optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'epoint', 'kapital', 'none']).optional(),
  ALLOW_TEST_PAYMENTS: z.enum(['true', 'false']).default('false'),
  PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  TOPUP_DAILY_LIMIT_AZN: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  GIFT_CARD_DAILY_LIMIT_AZN: z.coerce.number().int().min(1).max(1_000_000).default(500),
  EPOINT_URL: z.string().url().default('https://epoint.az'),
  EPOINT_PUBLIC_KEY: z.string().min(1).optional(),
  EPOINT_PRIVATE_KEY: z.string().min(1).optional(),
  KAPITAL_URL: z.string().url().default('https://e-commerce.kapitalbank.az/api'),
  KAPITAL_USER: z.string().min(1).optional(),
  KAPITAL_PASSWORD: z.string().min(1).optional(),
  // Both end up in a page's script and in an address: nothing but the characters Google issues.
  ANALYTICS_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google Analytics 4 measurement ID (G-XXXXXXXXXX)')
    .optional(),
  MAPS_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be a Google Maps API key')
    .optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute folder for the embedded database, uploads and generated secrets. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Where people reach the site; used for canonical links. */
  publicUrl: string;
  auth: AuthConfig;
  social: SocialConfig;
  sms: SmsConfig;
  mail: MailConfig;
  push: PushConfig;
  /** Shared rate limits when set; in-memory limits otherwise. */
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitNamespace?: string;
  /** Excel photo links may point at this machine or the internal network (tests, benchmarks). */
  importPrivateHosts?: boolean;
  /** Which proxies may name the client (X-Forwarded-For): a hop count or their addresses; none when unset. */
  trustProxy?: number | string[];
  payments: PaymentsConfig;
  /** Each member's daily limits in qəpik (top-ups, gift cards); 1,000 and 500 AZN when unset. */
  spendingLimits?: { topUp: number; giftCard: number };
  /** Other hosts' services the web may load, each only after the visitor consents; none when unset. */
  trackers?: TrackersConfig;
}

/**
 * Google's services a page may load after consent (spec PRV-05): the analytics pixel and the map
 * for picking an address. Unset, Bazar uses only what it needs and shows no cookie banner.
 */
export interface TrackersConfig {
  /** A Google Analytics 4 measurement ID (ANALYTICS_ID). */
  analyticsId?: string;
  /** A Google Maps JavaScript API key (MAPS_KEY), restricted to the site's address in Google's console. */
  mapsKey?: string;
}

/** The bank behind card payments and wallet top-ups, and how long an order waits for its money. */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'epoint' | 'kapital' | 'none';
  timeoutMinutes: number;
  /**
   * The sandbox bank on a site others can reach (ALLOW_TEST_PAYMENTS=true with a public
   * PUBLIC_URL): every page shows a "test payments" band and `/api/health` says so.
   */
  testPayments?: boolean;
  epoint?: { url: string; publicKey: string; privateKey: string };
  kapital?: { url: string; user: string; password: string };
}

export interface AuthConfig {
  /** HMAC secret for session tokens; `undefined` lets start-up make one and keep it in DATA_DIR. */
  secret?: string;
  tokenTtlHours: number;
}

export interface SocialConfig {
  googleClientId?: string;
  googleJwksUrl: string;
  facebookAppId?: string;
  facebookAppSecret?: string;
  facebookGraphUrl: string;
  /** The providers' sign-in pages the web sends people to (GOOGLE_AUTH_URL, FACEBOOK_DIALOG_URL). */
  googleAuthUrl?: string;
  facebookDialogUrl?: string;
}

export interface SmsConfig {
  /** An HTTP SMS gateway; without it messages stay in the development outbox (and the log). */
  gatewayUrl?: string;
  gatewayToken?: string;
  sender: string;
  /** Whether `GET dev/SmsOutbox` shows sent messages (codes included): never with a real gateway. */
  devOutbox: boolean;
}

export interface MailConfig {
  /** An SMTP server (smtp://user:pass@host:587 or smtps://…); without it e-mails stay in the development outbox. */
  smtpUrl?: string;
  /** The sender of every e-mail, as `Name <address>`. */
  from: string;
  /** Whether `GET dev/EmailOutbox` shows the e-mails: never with a real SMTP server. */
  devOutbox: boolean;
}

/** A Google service account allowed to send through Firebase Cloud Messaging, as its JSON key names it. */
export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  /** Where the signed assertion is exchanged for an access token (the key's `token_uri`). */
  tokenUri: string;
}

export interface PushConfig {
  /** FCM's sender (FCM_SERVICE_ACCOUNT); without it pushes stay in the development outbox. */
  fcm?: FcmServiceAccount;
  /** Whether `GET dev/PushOutbox` shows the pushes: never with FCM, never in production. */
  devOutbox: boolean;
}

const ServiceAccountKey = z.object({
  project_id: z.string().min(1),
  client_email: z.string().email(),
  private_key: z.string().min(1),
  private_key_id: z.string().min(1).optional(),
  token_uri: z.string().url().default('https://oauth2.googleapis.com/token'),
});

/** FCM_SERVICE_ACCOUNT: the key's JSON itself, or the path of its file. No message repeats the key. */
function fcmServiceAccount(value: string): FcmServiceAccount {
  const invalid = (why: string) => new Error(`Invalid environment: FCM_SERVICE_ACCOUNT ${why}`);
  let text = value;
  if (!value.startsWith('{'))
    try {
      text = readFileSync(path.resolve(value), 'utf8');
    } catch {
      throw invalid(`names no readable file: ${value}`);
    }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid('is not JSON (a service account key, or the path of its file)');
  }
  const key = ServiceAccountKey.safeParse(json);
  if (!key.success) throw invalid('needs project_id, client_email and private_key (a service account key)');
  return {
    projectId: key.data.project_id,
    clientEmail: key.data.client_email,
    privateKey: key.data.private_key,
    privateKeyId: key.data.private_key_id,
    tokenUri: key.data.token_uri,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // A deployment on a PostgreSQL server must bring its own secret. The one-machine set-up on the
  // embedded database (`npm start`) makes one and keeps it in DATA_DIR instead.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.AUTH_SECRET)
    throw new Error('Invalid environment: AUTH_SECRET must be set in production (32 characters or more)');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    auth: { secret: e.AUTH_SECRET, tokenTtlHours: e.TOKEN_TTL_HOURS },
    social: {
      googleClientId: e.GOOGLE_CLIENT_ID,
      googleJwksUrl: e.GOOGLE_JWKS_URL,
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
      facebookGraphUrl: e.FACEBOOK_GRAPH_URL,
      googleAuthUrl: e.GOOGLE_AUTH_URL,
      facebookDialogUrl: e.FACEBOOK_DIALOG_URL,
    },
    sms: {
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayToken: e.SMS_GATEWAY_TOKEN,
      sender: e.SMS_SENDER,
      // Readable by default only in development and tests. A server in production (the demo
      // included, which may be reachable by others) must opt in; the demo prints codes instead.
      devOutbox:
        !e.SMS_GATEWAY_URL && (e.SMS_DEV_OUTBOX ? e.SMS_DEV_OUTBOX === 'true' : e.NODE_ENV !== 'production'),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      devOutbox:
        !e.SMTP_URL && (e.MAIL_DEV_OUTBOX ? e.MAIL_DEV_OUTBOX === 'true' : e.NODE_ENV !== 'production'),
    },
    push: {
      fcm: e.FCM_SERVICE_ACCOUNT ? fcmServiceAccount(e.FCM_SERVICE_ACCOUNT) : undefined,
      devOutbox: !e.FCM_SERVICE_ACCOUNT && e.NODE_ENV !== 'production',
    },
    redisUrl: e.REDIS_URL,
    importPrivateHosts: e.IMPORT_PRIVATE_HOSTS === 'true',
    trustProxy: e.TRUST_PROXY,
    payments: paymentsConfig(e, e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    spendingLimits: { topUp: e.TOPUP_DAILY_LIMIT_AZN * 100, giftCard: e.GIFT_CARD_DAILY_LIMIT_AZN * 100 },
    trackers: { analyticsId: e.ANALYTICS_ID, mapsKey: e.MAPS_KEY },
  };
}

/** Whether an address names this machine only (localhost, 127.0.0.0/8, ::1): nobody else pays there. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  try {
    const address = ipaddr.process(host);
    return address.range() === 'loopback';
  } catch {
    return false;
  }
}

/**
 * The sandbox bank by default on the embedded database (the demo takes cards with no bank
 * account); a deployment on a PostgreSQL server names its bank, or takes cash only. A real bank
 * must come with its keys. The sandbox takes no real money, so on a site others can reach
 * (PUBLIC_URL not this machine) it runs only when ALLOW_TEST_PAYMENTS=true says so, and the start
 * stops otherwise, also when the sandbox would only be the default (issue 35, point 5).
 */
function paymentsConfig(e: z.infer<typeof Env>, publicUrl: string): PaymentsConfig {
  const gateway = e.PAYMENT_GATEWAY ?? (e.DATABASE_URL && e.NODE_ENV === 'production' ? 'none' : 'sandbox');
  const publicSandbox = gateway === 'sandbox' && !isLoopbackUrl(publicUrl);
  if (publicSandbox && e.ALLOW_TEST_PAYMENTS !== 'true')
    throw new Error(
      `Invalid environment: PUBLIC_URL (${publicUrl}) is not this machine, and card payments would go to ` +
        `the sandbox bank${e.PAYMENT_GATEWAY ? ' (PAYMENT_GATEWAY=sandbox)' : ', the default here'}, which takes no real money. ` +
        'Set PAYMENT_GATEWAY to a real bank (epoint or kapital) or to none (cash only), ' +
        'or ALLOW_TEST_PAYMENTS=true for a test deployment whose pages all say that payments are not real',
    );
  const config: PaymentsConfig = {
    gateway,
    timeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    testPayments: publicSandbox,
  };
  if (gateway === 'epoint') {
    if (!e.EPOINT_PUBLIC_KEY || !e.EPOINT_PRIVATE_KEY)
      throw new Error(
        'Invalid environment: PAYMENT_GATEWAY=epoint needs EPOINT_PUBLIC_KEY and EPOINT_PRIVATE_KEY',
      );
    config.epoint = { url: e.EPOINT_URL, publicKey: e.EPOINT_PUBLIC_KEY, privateKey: e.EPOINT_PRIVATE_KEY };
  }
  if (gateway === 'kapital') {
    if (!e.KAPITAL_USER || !e.KAPITAL_PASSWORD)
      throw new Error('Invalid environment: PAYMENT_GATEWAY=kapital needs KAPITAL_USER and KAPITAL_PASSWORD');
    config.kapital = { url: e.KAPITAL_URL, user: e.KAPITAL_USER, password: e.KAPITAL_PASSWORD };
  }
  return config;
}
