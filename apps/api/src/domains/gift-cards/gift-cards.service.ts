import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  type BuyGiftCardBody,
  formatMessage,
  type GiftCardBalance,
  type GiftCardCredentials,
  type GiftCardPurchase,
  type Lang,
  luhnValid,
  type MyGiftCard,
  type MyGiftCards,
  toAzn,
} from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { NotificationsService } from '../notifications';
import type { SpendingService } from '../spending';
import type { GiftCardPayments } from './gift-card-payments';
import { type GiftCardRow, GiftCardsRepo } from './gift-cards.repo';
import type { giftCards } from './gift-cards.tables';

export interface GiftCardsDeps {
  db: Database;
  payments: GiftCardPayments;
  notifications: NotificationsService;
  secret: string;
  /** The members' daily limits: a purchase over them is held for an operator, not made. */
  spending: SpendingService;
}

/** Letters and digits no one confuses (no 0/O, 1/I/L), for codes read off a phone. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Bazar's own range of card numbers; the rest is random, the last digit Luhn's. */
const numberPrefix = '9944';

const notFound = () => new AppError('notFound', 'giftCard.notFound', { giftCardCode: ['giftCard.notFound'] });

/** Wrong codes for one card number, from any client, that lock it; and for how long the count and the lock last. */
const wrongCodesToLock = 5;
const wrongCodeWindowMs = 60 * 60 * 1000;

/** 429 until the lock ends: no code opens the card meanwhile, the right one neither. */
const locked = (until: Date, now: Date) =>
  new AppError(
    'rateLimited',
    'giftCard.locked',
    { giftCardCode: ['giftCard.locked'] },
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  );

/**
 * Gift cards (PAY-07): a member buys one for a phone, paid by card or from the wallet; once its money
 * is in, its code is made and texted with the number to the recipient, and the recipient's account
 * (if any) holds it. Numbers are random with a check digit; codes are kept as keyed hashes, and
 * every try at a number and code is counted by the routes.
 */
export class GiftCardsService {
  private readonly repo: GiftCardsRepo;

  constructor(private readonly deps: GiftCardsDeps) {
    this.repo = new GiftCardsRepo(deps.db);
  }

  /** A new card waiting for its money, and where its buyer pays: the bank's page or the result page. */
  async buy(caller: Caller, body: BuyGiftCardBody, lang: Lang): Promise<{ id: number; paymentUrl: string }> {
    const amount = Math.round(body.amount * 100);
    // Over the member's daily limit it is held for an operator (409): no card, nothing paid.
    const started = await this.deps.spending.start(caller.userId, 'giftCard', amount);
    try {
      return await this.made(caller, body, amount, lang);
    } catch (error) {
      await this.deps.spending.release(started);
      throw error;
    }
  }

  private async made(
    caller: Caller,
    body: BuyGiftCardBody,
    amount: number,
    lang: Lang,
  ): Promise<{ id: number; paymentUrl: string }> {
    const card = await this.insertWithFreshNumber({
      design: body.design,
      amount,
      senderName: body.senderName,
      recipientPhone: body.recipientPhone,
      message: body.message || null,
      lang,
      buyerId: caller.userId,
    });
    try {
      const paymentUrl = await this.deps.payments.cards.payGiftCard(
        { id: card.id, buyerId: caller.userId, amount: card.amount },
        body.paymentType,
        lang,
      );
      return { id: card.id, paymentUrl };
    } catch (error) {
      // Not paid and never to be (the wallet was short): no card is left waiting.
      if (error instanceof AppError && error.kind === 'unprocessable') await this.repo.remove(card.id);
      throw error;
    }
  }

  /** A purchase of the caller's, for its result page. */
  async purchase(caller: Caller, id: number): Promise<GiftCardPurchase> {
    const card = await this.repo.byId(id);
    if (!card || card.buyerId !== caller.userId) throw new AppError('notFound', 'giftCard.notPurchase');
    const payment = await this.deps.payments.cards.giftCardPayment(id);
    return {
      id,
      amount: toAzn(card.amount),
      design: card.design,
      recipientPhone: card.recipientPhone,
      ...payment,
    };
  }

  /** The member's cards: with money left, and spent. */
  async mine(userId: number): Promise<MyGiftCards> {
    const cards = await this.repo.ownedBy(userId);
    const shown = await this.shown(cards);
    return {
      active: shown.filter((card) => card.status === 'active'),
      used: shown.filter((card) => card.status === 'used'),
    };
  }

  /** Adds a card the member was sent to their profile; a card held by another account is theirs. */
  async add(caller: Caller, credentials: GiftCardCredentials): Promise<MyGiftCard> {
    const card = await this.matching(credentials);
    if (card.ownerId !== null && card.ownerId !== caller.userId)
      throw new AppError('conflict', 'giftCard.ownedByAnother');
    await this.repo.update(card.id, { ownerId: caller.userId });
    const [shown] = await this.shown([{ ...card, ownerId: caller.userId }]);
    if (!shown) throw notFound();
    return shown;
  }

  async check(credentials: GiftCardCredentials): Promise<GiftCardBalance> {
    const card = await this.matching(credentials);
    const remainder = (await this.deps.payments.ledger.giftCardRemainders([card.id])).get(card.id) ?? 0;
    return { value: toAzn(card.amount), remainder: toAzn(remainder), design: card.design };
  }

  /**
   * The card checkout spends: by number and code, or by number alone for a card the member holds.
   * A wrong pair is said beside the code, whatever was wrong, so nothing tells which numbers exist.
   */
  async forCheckout(caller: Caller | null, number: string, code: string | undefined): Promise<number> {
    if (code !== undefined) return (await this.matching({ number, code })).id;
    const card = await this.repo.byNumber(number);
    if (card?.status !== 'active' || caller === null || card.ownerId !== caller.userId) throw notFound();
    return card.id;
  }

  /** In the transaction that took the money in: the code is made and texted with the number. */
  async activate(tx: Transaction, id: number): Promise<void> {
    const repo = new GiftCardsRepo(tx);
    const card = await repo.lockById(id);
    if (!card || card.status === 'active') return;
    const code = Array.from({ length: 6 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
    await repo.update(id, {
      status: 'active',
      activatedAt: new Date(),
      codeHash: this.codeHash(card.number, code),
      ownerId: (await repo.memberByPhone(card.recipientPhone)) ?? null,
    });
    await this.deps.notifications.queueSms(tx, {
      phone: card.recipientPhone,
      text: formatMessage(card.lang, 'sms.giftCard', {
        sender: card.senderName,
        amount: toAzn(card.amount),
        number: grouped(card.number),
        code,
      }),
    });
  }

  /**
   * The paid card with this number and code; 404 for any other pair. Wrong codes are counted per
   * card number, whoever types them (any address, any account, checkout too): the fifth in an hour
   * locks the card for an hour, and while it is locked every code is refused with 429.
   */
  private async matching({ number, code }: GiftCardCredentials): Promise<GiftCardRow> {
    const card = await this.repo.byNumber(number);
    const now = new Date();
    if (card?.lockedUntil && card.lockedUntil > now) throw locked(card.lockedUntil, now);
    const expected = Buffer.from(card?.codeHash ?? this.codeHash(number, '------'));
    const given = Buffer.from(this.codeHash(number, code));
    const same = expected.length === given.length && timingSafeEqual(expected, given);
    if (card?.status === 'active' && !same) {
      const lockedUntil = await this.repo.countWrongCode(card.id, now, wrongCodeWindowMs, wrongCodesToLock);
      if (lockedUntil) throw locked(lockedUntil, now);
    }
    if (card?.status !== 'active' || !same) throw notFound();
    return card;
  }

  private async shown(cards: GiftCardRow[]): Promise<MyGiftCard[]> {
    const remainders = await this.deps.payments.ledger.giftCardRemainders(cards.map((card) => card.id));
    return cards.map((card) => {
      const remainder = remainders.get(card.id) ?? 0;
      return {
        id: card.id,
        number: grouped(card.number),
        design: card.design,
        value: toAzn(card.amount),
        remainder: toAzn(remainder),
        senderName: card.senderName,
        message: card.message,
        status: remainder > 0 ? 'active' : 'used',
        activatedAt: (card.activatedAt ?? card.createdAt).toISOString(),
      };
    });
  }

  /** Inserts the card under a new random number, drawing again in the rare case it is taken. */
  private async insertWithFreshNumber(
    values: Omit<typeof giftCards.$inferInsert, 'number'>,
  ): Promise<GiftCardRow> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.repo.insert({ ...values, number: newCardNumber() });
      } catch (error) {
        if (!isUniqueViolation(error) || tries >= 5) throw error;
      }
    }
  }

  private codeHash(number: string, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`gift-card:${number}:${code}`).digest('base64url');
  }
}

/** 16 digits: Bazar's prefix, 11 random ones and the Luhn check digit. */
export function newCardNumber(): string {
  const body = numberPrefix + Array.from({ length: 11 }, () => randomInt(10)).join('');
  for (let digit = 0; digit <= 9; digit++) if (luhnValid(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

/** "9944 1234 5678 9012", as the card is read and typed. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
