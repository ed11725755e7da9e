import type { MessageKey } from '@bazar/contracts';
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
  orderLookupPerIp: { points: 30, duration: 10 * 60 },
  /** Help-and-contacts messages: enough for a person, too few to flood the operators' inbox. */
  contactPerIp: { points: 10, duration: 60 * 60 },
  /** Reports of pages that could not be shown: a person meets few; a script cannot fill the table. */
  clientErrorPerIp: { points: 20, duration: 10 * 60 },
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

/** In memory by default; shared by every app node through Redis when REDIS_URL is set. */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;
  private readonly redis?: Redis;

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

  /** Counts one attempt; past the limit it throws a 429 (saying `code`) and when to come back. */
  async consume(name: LimitName, key: string, code: MessageKey = 'error.rateLimited'): Promise<void> {
    try {
      await this.limiters[name].consume(key.toLowerCase());
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError('rateLimited', code, undefined, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
  }

  /** Forgets the attempts of a key, e.g. an account's after a successful sign-in. */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key.toLowerCase());
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => {});
  }
}
