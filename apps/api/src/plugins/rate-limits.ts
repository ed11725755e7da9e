import type { MessageKey } from '@bazar/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors';

/**
 * Attempts allowed per window, for the calls an attacker would hammer: guessing passwords,
 * probing which phones have accounts, and sending SMS codes. Keys are per IP and per account.
 */
const rules = {
  signInPerIp: { points: 100, duration: 15 * 60 },
  signInPerAccount: { points: 10, duration: 15 * 60 },
  checkUserPerIp: { points: 30, duration: 10 * 60 },
  /** Registration texts a phone; with the one-a-minute resend wait this keeps a phone from being flooded. */
  checkUserPerPhone: { points: 10, duration: 60 * 60 },
  forgotPasswordPerIp: { points: 10, duration: 60 * 60 },
  forgotPasswordPerPhone: { points: 5, duration: 60 * 60 },
  /** One reset code a minute per phone, whether or not it has an account, so the wait tells nothing. */
  forgotPasswordResendPerPhone: { points: 1, duration: 60 },
  checkPasscodePerIp: { points: 30, duration: 10 * 60 },
  checkoutCodePerIp: { points: 20, duration: 60 * 60 },
  checkoutCodePerPhone: { points: 5, duration: 60 * 60 },
  /** A new phone in the profile: each try checks the password and may text a code. */
  phoneChangePerAccount: { points: 10, duration: 60 * 60 },
  orderLookupPerIp: { points: 30, duration: 10 * 60 },
  /** Help-and-contacts messages: enough for a person, too few to flood the operators' inbox. */
  contactPerIp: { points: 10, duration: 60 * 60 },
  /** Reports of pages that could not be shown: a person meets few; a script cannot fill the table. */
  clientErrorPerIp: { points: 20, duration: 10 * 60 },
  /** Browsers' Content-Security-Policy violation reports: a page with a fault sends a few; no flood. */
  cspReportPerIp: { points: 30, duration: 10 * 60 },
  /** A guest may type any phone or e-mail on the help form, and each message sends it a confirmation. */
  contactPerRecipient: { points: 5, duration: 60 * 60 },
  /** Gift card numbers and codes typed in (check, add, checkout): guessing one stays hopeless. */
  giftCardPerIp: { points: 20, duration: 10 * 60 },
  giftCardPerAccount: { points: 10, duration: 10 * 60 },
  // Tries at a bank's page, top-ups and the sandbox bank's card form.
  paymentStartPerIp: { points: 120, duration: 10 * 60 },
  // An order's payment is read by its result page every few seconds while the bank decides, and
  // each read of a waiting try asks the bank; callbacks of unsigned banks ask it too.
  paymentViewPerIp: { points: 600, duration: 10 * 60 },
  paymentCallbackPerIp: { points: 600, duration: 10 * 60 },
  /** Copies of one's data: each is a job reading every domain, so a few a day. */
  dataExportPerAccount: { points: 5, duration: 24 * 60 * 60 },
  /** Deleting an account: password or code guesses, and codes texted. */
  accountDeletionPerAccount: { points: 10, duration: 60 * 60 },
  /** Cookie-banner records from one address (guests too). */
  consentPerIp: { points: 60, duration: 10 * 60 },
} as const;

export type LimitName = keyof typeof rules;

/** Where a caller stands with one limit after an attempt: what the RateLimit-* headers tell. */
interface Quota {
  limit: number;
  remaining: number;
  /** Seconds until the window starts afresh. */
  resetSeconds: number;
  windowSeconds: number;
}

/** The tighter of two quotas: fewer attempts left, or on a tie the longer wait. */
function tighter(a: Quota, b: Quota): Quota {
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.resetSeconds >= b.resetSeconds ? a : b;
}

/** In memory by default; shared by every app node through Redis when REDIS_URL is set. */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  private readonly redis?: Redis;
  /** The quotas each request used, by limit, for its answer's headers. */
  private readonly used = new WeakMap<FastifyRequest, Map<LimitName, Quota>>();

  /** `namespace` keeps apart the counters of separate deployments (or test runs) on one Redis. */
  constructor(redisUrl?: string, namespace = 'rl') {
    if (redisUrl) this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const make = (name: LimitName): RateLimiterAbstract => {
      const rule = { ...rules[name], keyPrefix: `${namespace}:${name}` };
      if (!this.redis) return new RateLimiterMemory(rule);
      // While Redis is unreachable each node still limits on its own instead of letting everything through.
      return new RateLimiterRedis({
        ...rule,
        storeClient: this.redis,
        insuranceLimiter: new RateLimiterMemory(rule),
      });
    };
    this.limiters = Object.fromEntries(
      Object.keys(rules).map((name) => [name, make(name as LimitName)]),
    ) as Record<LimitName, RateLimiterAbstract>;
  }

  /**
   * Counts one attempt of the request; past the limit it throws a 429 (saying `code`) and when to
   * come back. Either way the request's answer tells where the caller stands (`headersOf`).
   */
  async consume(
    request: FastifyRequest,
    name: LimitName,
    key: string,
    code: MessageKey = 'error.rateLimited',
  ): Promise<void> {
    try {
      this.record(request, name, await this.limiters[name].consume(key.toLowerCase()));
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const quota = this.record(request, name, error);
        throw new AppError('rateLimited', code, undefined, Math.max(1, quota.resetSeconds));
      }
      throw error;
    }
  }

  /** Forgets the attempts of a key, e.g. an account's after a successful sign-in; the answer no longer counts it. */
  async reset(request: FastifyRequest, name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key.toLowerCase());
    this.used.get(request)?.delete(name);
  }

  /**
   * The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers-06) for a request that used
   * limits: of the tightest one, as a client must keep to that; none for other requests.
   */
  headersOf(request: FastifyRequest): Record<string, string> {
    const quotas = [...(this.used.get(request)?.values() ?? [])];
    if (quotas.length === 0) return {};
    const quota = quotas.reduce(tighter);
    return {
      'ratelimit-limit': String(quota.limit),
      'ratelimit-remaining': String(quota.remaining),
      'ratelimit-reset': String(quota.resetSeconds),
      'ratelimit-policy': `${quota.limit};w=${quota.windowSeconds}`,
    };
  }

  private record(request: FastifyRequest, name: LimitName, result: RateLimiterRes): Quota {
    const quota: Quota = {
      limit: rules[name].points,
      remaining: result.remainingPoints,
      resetSeconds: Math.max(0, Math.ceil(result.msBeforeNext / 1000)),
      windowSeconds: rules[name].duration,
    };
    const quotas = this.used.get(request) ?? new Map<LimitName, Quota>();
    this.used.set(request, quotas.set(name, quota));
    return quota;
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => {});
  }
}

/**
 * The limits as `app.limits`, and their headers on every answer of a call that used one: a success,
 * or the 429 the error handler makes of a refusal.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl?: string; namespace?: string }) => {
    const limits = new RateLimits(options.redisUrl, options.namespace);
    app.decorate('limits', limits);
    app.addHook('onSend', async (request, reply) => {
      reply.headers(limits.headersOf(request));
    });
    app.addHook('onClose', () => limits.close());
  },
  { name: 'rate-limits' },
);
