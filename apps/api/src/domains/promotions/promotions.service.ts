import {
  type Campaign,
  type Lang,
  type MessageKey,
  type MyPromoCode,
  type MyPromoCodes,
  marketDay,
  pickLang,
  toAzn,
} from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import type { NotificationsService } from '../notifications';
import { PromotionsRepo } from './promotions.repo';

type CampaignRow = Awaited<ReturnType<PromotionsRepo['activeCampaigns']>>[number];

function toCampaign(row: CampaignRow, lang: Lang): Campaign {
  return {
    id: row.id,
    slug: row.slug,
    title: pickLang(row.title, lang),
    description: pickLang(row.description, lang),
    discountPercent: row.discountPercent,
    banner: mediaUrl(row.banner),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** What the first delivered order earns: 5 ₼ off an order from 30 ₼, for 60 days (amounts in qəpik). */
export const firstOrderThanks = { prefix: 'FIRST-', discount: 500, minOrder: 3_000, validDays: 60 } as const;

export class PromotionsService {
  private readonly repo: PromotionsRepo;

  constructor(
    db: Database,
    private readonly notifications: NotificationsService,
  ) {
    this.repo = new PromotionsRepo(db);
  }

  /** Campaigns running now, the soonest to end first. */
  async activeCampaigns(lang: Lang, now = new Date()): Promise<Campaign[]> {
    const rows = await this.repo.activeCampaigns(now);
    return rows.map((row) => toCampaign(row, lang));
  }

  /** A running campaign by its address; one that ended or has not begun is not shown. */
  async runningCampaign(slug: string, lang: Lang, now = new Date()): Promise<Campaign> {
    const row = await this.repo.runningCampaignBySlug(slug.toLowerCase(), now);
    if (!row) throw new AppError('notFound', 'error.campaignNotFound');
    return toCampaign(row, lang);
  }

  /**
   * The categories whose products take part in a running campaign. A seller joins a campaign by
   * discounting products of these categories, so listings show its discounted products there.
   */
  async runningCampaignCategoryIds(slug: string, now = new Date()): Promise<number[]> {
    const row = await this.repo.runningCampaignBySlug(slug.toLowerCase(), now);
    if (!row) throw new AppError('notFound', 'error.campaignNotFound');
    return this.repo.categoryIdsOf(row.id);
  }

  /**
   * What a promo code takes off an order of `goods` qəpik for this buyer, or why it is refused:
   * unknown, expired, given to other members, already used by the buyer (by account or by phone),
   * below its minimum.
   */
  async checkPromoCode(code: string, goods: number, buyers: string[], now = new Date()): Promise<PromoCheck> {
    const promo = await this.repo.promoCode(code.trim().toUpperCase());
    if (!promo) throw promoRefused('promo.unknown');
    if (promo.expiresAt.getTime() <= now.getTime()) throw promoRefused('promo.expired');
    // A member is named `u<id>` among the buyers; a code for named members is theirs alone.
    const member = buyers.find((buyer) => buyer.startsWith('u'));
    if (!(await this.repo.givenTo(promo.id, member ? Number(member.slice(1)) : null)))
      throw promoRefused('promo.notYours');
    if (await this.repo.redeemedBy(promo.id, buyers)) throw promoRefused('promo.used');
    if (goods < promo.minOrder) throw promoRefused('promo.belowMinimum');
    return { id: promo.id, code: promo.code, discount: Math.min(promo.discount, goods) };
  }

  /**
   * The code a member is given for their first delivered order (spec: codes given by a first
   * order): an amount off their next order, theirs alone. Named after the member, so it is made
   * once whatever else is delivered.
   */
  async thankForFirstOrder(tx: Transaction, userId: number, now = new Date()): Promise<void> {
    const code = `${firstOrderThanks.prefix}${userId}`;
    const expiresAt = new Date(now.getTime() + firstOrderThanks.validDays * 86_400_000);
    const given = await new PromotionsRepo(tx).giveOnce(
      { code, discount: firstOrderThanks.discount, minOrder: firstOrderThanks.minOrder, expiresAt },
      userId,
    );
    if (given)
      await this.notifications.notify(tx, userId, {
        kind: 'promotions',
        params: {
          code,
          amount: toAzn(firstOrderThanks.discount),
          minimum: toAzn(firstOrderThanks.minOrder),
          until: marketDay(expiresAt).split('-').reverse().join('.'),
        },
        link: '/user/profile/promo-codes',
      });
  }

  /**
   * A member's promo codes (spec: listed in the profile, active and used). Active: given to them
   * by name or to everyone, not expired, not used by their account nor by their proved `phone`
   * (a guest order before they registered, which checkout refuses the code for too); soonest to
   * expire first. Used: newest first, each code once (its first use).
   */
  async myPromoCodes(userId: number, phone: string | null = null, now = new Date()): Promise<MyPromoCodes> {
    // A member's order records the code under both the account and the phone: one row a code.
    const once = new Map<string, Awaited<ReturnType<PromotionsRepo['codesOf']>>[number]>();
    for (const row of await this.repo.codesOf(userId, phone, now)) {
      const seen = once.get(row.code);
      if (!seen || (row.usedAt && seen.usedAt && row.usedAt < seen.usedAt)) once.set(row.code, row);
    }
    const codes: MyPromoCode[] = [...once.values()].map((row) => ({
      code: row.code,
      discount: row.discount / 100,
      minOrder: row.minOrder / 100,
      expiresAt: row.expiresAt.toISOString(),
      personal: row.personal,
      status: row.orderId === null ? 'active' : 'used',
      usedAt: row.usedAt?.toISOString() ?? null,
      orderId: row.orderId,
    }));
    return {
      active: codes.filter((code) => code.status === 'active'),
      used: codes
        .filter((code) => code.status === 'used')
        .sort((a, b) => (b.usedAt ?? '').localeCompare(a.usedAt ?? '')),
    };
  }

  /** Marks the code used by the buyer, in the order's transaction; refused if it already was. */
  async redeemPromoCode(
    tx: Transaction,
    promo: PromoCheck,
    buyers: string[],
    orderId: number,
  ): Promise<void> {
    if (!(await new PromotionsRepo(tx).redeem(promo.id, buyers, orderId))) throw promoRefused('promo.used');
  }
}

export interface PromoCheck {
  id: number;
  code: string;
  /** Qəpik, never more than the goods cost. */
  discount: number;
}

function promoRefused(key: MessageKey): AppError {
  return new AppError('unprocessable', 'error.validation', { promoCode: [key] });
}
