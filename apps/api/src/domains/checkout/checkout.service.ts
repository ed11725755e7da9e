import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type BuyNowLine,
  type CheckoutBody,
  deliveryFeeOf,
  formatMessage,
  type Lang,
  type MessageKey,
  type OrderDetail,
  type PaymentType,
  type PlacedOrder,
  Role,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { requestHashOf } from '../../plugins/idempotency';
import type { Caller } from '../../shared/caller';
import type { AccountsService } from '../accounts';
import type { AddressesService, DeliveryPlace } from '../addresses';
import type { BasketService } from '../basket';
import type { GiftCardsService } from '../gift-cards';
import type { InstalmentsService } from '../instalments';
import { type Buyable, type BuyableRef, buyableKey, type InventoryService } from '../inventory';
import type { NotificationsService, PhoneCodes } from '../notifications';
import type { NewOrder, OrdersService } from '../orders';
import type { PaymentsService } from '../payments';
import type { PromoCheck, PromotionsService } from '../promotions';
import { CheckoutRepo, type KeyName } from './checkout.repo';

/** An order placed by checkout: the buyer's body, with the types only the server gives (credit). */
type OrderBody = Omit<CheckoutBody, 'paymentType'> & { paymentType: PaymentType };

/** What an approved credit request orders: the member's goods, to the address it gave, paid by the lender. */
export interface CreditOrder {
  /** The credit request's own key (the server's, apart from any a client sends): its order is placed once, whatever repeats. */
  key: string;
  userId: number;
  name: string;
  surname: string;
  phone: string;
  email: string;
  address: { cityId: number; districtId: number; text: string };
  /** One product bought now, or the member's basket lines. */
  buyNow?: BuyNowLine;
  basketItemIds?: number[];
}

export interface CheckoutDeps {
  db: Database;
  secret: string;
  accounts: AccountsService;
  addresses: AddressesService;
  basket: BasketService;
  inventory: InventoryService;
  orders: OrdersService;
  promotions: PromotionsService;
  instalments: InstalmentsService;
  giftCards: GiftCardsService;
  notifications: NotificationsService;
  phoneCodes: PhoneCodes;
  payments: PaymentsService;
}

/** How long a confirmed phone stays good for placing orders. */
const phoneTokenTtlSeconds = 30 * 60;

const fieldError = (field: string, key: MessageKey) =>
  new AppError('unprocessable', 'error.validation', { [field]: [key] });

interface Line {
  buyable: Buyable;
  count: number;
  basketItemId: number | null;
}

/**
 * Placing an order: one function of named steps (who buys, what, where, for how much), then one
 * transaction that takes the stock, the promo code and writes the order, so a failure anywhere
 * leaves neither half an order nor lost stock.
 */
export class CheckoutService {
  private readonly repo: CheckoutRepo;

  constructor(private readonly deps: CheckoutDeps) {
    this.repo = new CheckoutRepo(deps.db);
  }

  me(userId: number) {
    return this.deps.accounts.buyerOf(userId);
  }

  sendCode(phone: string, lang: Lang) {
    return this.deps.phoneCodes.send(phone, (code) => formatMessage(lang, 'sms.orderCode', { code }));
  }

  /** A right code gives a token proving the phone; a member's own phone is marked confirmed. */
  async confirmPhone(caller: Caller | null, phone: string, code: string) {
    const codeId = await this.deps.phoneCodes.check(phone, code);
    await this.deps.phoneCodes.confirm(codeId);
    if (caller) await this.deps.accounts.markPhoneConfirmed(caller.userId, phone);
    const expires = Math.floor(Date.now() / 1000) + phoneTokenTtlSeconds;
    return { phoneToken: `${codeId}.${expires}.${this.digest(`phone:${phone}:${codeId}:${expires}`)}` };
  }

  async applyPromoCode(caller: Caller | null, body: { promoCode: string; amount: number; phone?: string }) {
    const promo = await this.deps.promotions.checkPromoCode(
      body.promoCode,
      Math.round(body.amount * 100),
      buyersOf(caller, body.phone),
    );
    return { code: promo.code, discount: promo.discount / 100, status: 'active' as const };
  }

  place(caller: Caller | null, body: CheckoutBody, idempotencyKey: string, lang: Lang): Promise<PlacedOrder> {
    const owner = caller ? `u${caller.userId}` : `g${body.phone}`;
    return this.placeOrder(caller, body, { scope: 'client', owner, key: idempotencyKey }, lang, {
      phoneProved: false,
    });
  }

  /**
   * The order of an approved credit request, placed for the member by the lender's decision: their
   * phone was checked with the request, and the lender pays it all (payment type credit).
   */
  placeForCredit(order: CreditOrder, lang: Lang): Promise<PlacedOrder> {
    const body: OrderBody = {
      name: order.name,
      surname: order.surname,
      phone: order.phone,
      email: order.email,
      address: { ...order.address, type: 'home' },
      deliveryType: 'standard',
      paymentType: 'credit',
      ...(order.buyNow ? { buyNow: order.buyNow } : { basketItemIds: order.basketItemIds }),
    };
    const caller: Caller = { userId: order.userId, role: Role.Customer, sessionId: order.key };
    return this.placeOrder(caller, body, creditKey(order.userId, order.key), lang, { phoneProved: true });
  }

  /** Whether a credit request's order was placed under its key already (before a crash). */
  async placedForCredit(userId: number, key: string): Promise<boolean> {
    return (await this.repo.idempotencyKey(creditKey(userId, key)))?.orderId != null;
  }

  private async placeOrder(
    caller: Caller | null,
    body: OrderBody,
    idempotencyKey: KeyName,
    lang: Lang,
    options: { phoneProved: boolean },
  ): Promise<PlacedOrder> {
    const requestHash = requestHashOf(body);
    const earlier = await this.replay(idempotencyKey, requestHash, lang);
    if (earlier) return earlier;

    const confirmation = options.phoneProved ? null : await this.checkPhone(caller, body);
    await this.checkPayment(caller, body);
    const lines = await this.linesToBuy(caller, body);
    const place = await this.deliveryPlace(caller, body, lang);
    const goods = lines.reduce((sum, line) => sum + line.buyable.unitPrice * line.count, 0);
    const buyers = buyersOf(caller, body.phone);
    const promo = body.promoCode
      ? await this.deps.promotions.checkPromoCode(body.promoCode, goods, buyers)
      : null;
    const draft = this.draft(caller, body, lines, place, promo);
    draft.instalment = await this.instalmentOf(body, lines, draft);
    const giftCardId =
      body.paymentType === 'giftCard' && body.giftCardNumber
        ? await this.deps.giftCards.forCheckout(caller, body.giftCardNumber, body.giftCardCode)
        : undefined;

    const placed = await this.deps.db.transaction(async (tx) => {
      const id = await new CheckoutRepo(tx).claimKey(idempotencyKey, requestHash);
      if (id === null) return null;
      await this.deps.inventory.takeStock(tx, lines);
      const order = await this.deps.orders.create(tx, id, draft);
      await this.deps.payments.methods.place(tx, { id, paymentType: body.paymentType, giftCardId });
      if (confirmation !== null && !(await this.deps.phoneCodes.spendOnOrder(tx, confirmation, id)))
        throw fieldError('phone', 'checkout.phoneConfirmationUsed');
      if (promo) await this.deps.promotions.redeemPromoCode(tx, promo, buyers, id);
      if (caller)
        await this.deps.basket.removeBought(
          tx,
          caller.userId,
          lines.flatMap((line) => (line.basketItemId ? [line.basketItemId] : [])),
        );
      // A member hears of it by the channels they chose (the orders' notices); a guest by text.
      if (!caller)
        await this.deps.notifications.queueSms(tx, {
          phone: body.phone,
          text: formatMessage(lang, 'sms.orderPlaced', { number: order.number, total: order.total }),
        });
      return order;
    });
    // The key was taken by a twin that committed meanwhile: answer with its order.
    if (placed === null) {
      const twin = await this.replay(idempotencyKey, requestHash, lang);
      if (twin) return twin;
      throw new AppError('conflict', 'error.conflict');
    }
    return this.answer(placed, lang);
  }

  /** The placed order, with the page to go to when it is paid online (the bank's, or the result page). */
  private async answer(placed: OrderDetail, lang: Lang): Promise<PlacedOrder> {
    const paymentUrl = await this.deps.payments.methods.begin(placed, lang);
    // Paid online: read again after the wallet may have paid it, so the status shown is the one now.
    return { ...(paymentUrl === null ? placed : await this.deps.orders.summaryOf(placed.id)), paymentUrl };
  }

  /** The first answer to a key the same buyer already used: the same order for the same body, else 422. */
  private async replay(key: KeyName, requestHash: string, lang: Lang): Promise<PlacedOrder | null> {
    const used = await this.repo.idempotencyKey(key);
    if (!used?.orderId) return null;
    if (used.requestHash !== requestHash) throw new AppError('unprocessable', 'checkout.idempotencyMismatch');
    return this.answer(await this.deps.orders.summaryOf(used.orderId), lang);
  }

  /**
   * Guests, and members whose phone is not proved (or who order for another phone), need a code.
   * Answers the confirmation the order spends, or null when the account's own phone needs none.
   */
  private async checkPhone(caller: Caller | null, body: OrderBody): Promise<number | null> {
    if (caller) {
      const buyer = await this.deps.accounts.buyerOf(caller.userId);
      if (buyer.phoneConfirmed && buyer.phone === body.phone) return null;
    }
    const confirmation = body.phoneToken ? this.confirmationOf(body.phoneToken, body.phone) : null;
    if (confirmation === null) throw fieldError('phone', 'checkout.phoneNotConfirmed');
    return confirmation;
  }

  /**
   * The payment method's own rules: card and wallet only with a bank behind them, the wallet for
   * members; cash unless the buyer agreement closed it.
   */
  private checkPayment(caller: Caller | null, body: OrderBody): Promise<void> {
    return this.deps.payments.methods.check(body.paymentType, { caller, phone: body.phone });
  }

  /**
   * The basket lines being bought (a member's, or those chosen), or a guest's items, or the one
   * "buy now" line (which leaves the basket as it is), priced now.
   */
  private async linesToBuy(caller: Caller | null, body: OrderBody): Promise<Line[]> {
    const held: { ref: BuyableRef; count: number; basketItemId: number | null }[] = [];
    let priced: Map<string, Buyable> | undefined;
    if (body.buyNow) {
      const { ref, buyable } = await this.deps.basket.lineToBuy(body.buyNow, 'buyNow');
      held.push({ ref, count: body.buyNow.count, basketItemId: null });
      // Priced just now while checking the line: no second read.
      priced = new Map([[buyableKey(ref), buyable]]);
    } else if (caller) {
      const view = await this.deps.basket.view(caller.userId, body.basketItemIds);
      for (const line of view.baskets)
        held.push({
          ref: { productId: line.productId, variantId: line.variantId, comboId: line.comboId },
          count: line.count,
          basketItemId: line.id,
        });
    } else {
      const view = await this.deps.basket.priceGuest({
        productStorage: body.items ?? [],
        createBasketDtos: [],
      });
      for (const line of view.baskets)
        held.push({
          ref: { productId: line.productId, variantId: line.variantId, comboId: line.comboId },
          count: line.count,
          basketItemId: null,
        });
    }
    if (held.length === 0) throw new AppError('unprocessable', 'checkout.nothingToOrder');
    const buyables = priced ?? (await this.deps.inventory.buyables(held.map((line) => line.ref)));
    return held.map((line) => {
      const buyable = buyables.get(buyableKey(line.ref));
      if (!buyable?.onSale || buyable.stock < line.count)
        throw new AppError('conflict', body.buyNow ? 'checkout.buyNowOutOfStock' : 'checkout.outOfStock');
      return { buyable, count: line.count, basketItemId: line.basketItemId };
    });
  }

  private async deliveryPlace(caller: Caller | null, body: OrderBody, lang: Lang): Promise<DeliveryPlace> {
    if (body.addressId !== undefined && caller)
      return this.deps.addresses.savedPlace(caller.userId, body.addressId, lang);
    if (body.address) return this.deps.addresses.newPlace(body.address, lang);
    throw fieldError('addressId', 'validation.chooseAddress');
  }

  /**
   * Paid in instalments: the chosen plan's terms for what the order costs (goods and delivery less
   * the discount), or 422 when the plan cannot take this order.
   */
  private async instalmentOf(
    body: OrderBody,
    lines: Line[],
    draft: NewOrder,
  ): Promise<NewOrder['instalment']> {
    if (body.paymentType !== 'instalment' || body.instalmentPlanId === undefined) return null;
    const amount =
      draft.parts.reduce(
        (sum, part) =>
          sum + part.deliveryFee + part.items.reduce((goods, item) => goods + item.unitPrice * item.count, 0),
        0,
      ) - draft.discount;
    const { planId, partner, months, commission, monthly, firstMonthly } =
      await this.deps.instalments.termsFor(
        body.instalmentPlanId,
        amount,
        lines.flatMap((line) => line.buyable.takes.map((take) => take.productId)),
      );
    return { planId, partner, months, commission, monthly, firstMonthly };
  }

  /** Parts per seller with delivery fees, and the discount: every amount in qəpik, computed now. */
  private draft(
    caller: Caller | null,
    body: OrderBody,
    lines: Line[],
    place: DeliveryPlace,
    promo: PromoCheck | null,
  ): NewOrder {
    const byShop = new Map<number, { shop: NewOrder['parts'][number]['shop']; own: Line[] }>();
    for (const line of lines) {
      const { shopId, shop } = line.buyable;
      const entry = byShop.get(shopId) ?? { shop: { id: shopId, ...shop }, own: [] };
      entry.own.push(line);
      byShop.set(shopId, entry);
    }
    return {
      userId: caller?.userId ?? null,
      name: body.name,
      surname: body.surname,
      phone: body.phone,
      email: body.email,
      place,
      deliveryType: body.deliveryType,
      paymentType: body.paymentType,
      promoCode: promo?.code ?? null,
      discount: promo?.discount ?? 0,
      instalment: null,
      parts: [...byShop.values()].map(({ shop, own }) => {
        const subtotal = own.reduce((sum, line) => sum + line.buyable.unitPrice * line.count, 0);
        return {
          shop,
          deliveryFee: deliveryFeeOf(subtotal, body.deliveryType),
          items: own.map(({ buyable, count }) => ({
            productId: buyable.productId,
            variantId: buyable.variantId,
            comboId: buyable.comboId,
            slug: buyable.slug,
            title: buyable.title,
            code: buyable.code,
            variant: buyable.offers.length > 0 ? buyable.offers.map((offer) => offer.value).join(', ') : null,
            count,
            unitPrice: buyable.unitPrice,
            unitOriginalPrice: buyable.unitOriginalPrice,
            stockTaken: buyable.takes,
          })),
        };
      }),
    };
  }

  /** The confirmed code a genuine, unexpired phone token for this phone stands for; null otherwise. */
  private confirmationOf(token: string, phone: string): number | null {
    const [codeId, expires, signature] = token.split('.');
    if (!codeId || !expires || !signature || Number(expires) * 1000 <= Date.now()) return null;
    const expected = Buffer.from(this.digest(`phone:${phone}:${codeId}:${expires}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return Number(codeId);
  }

  private digest(value: string): string {
    return createHmac('sha256', this.deps.secret).update(value).digest('base64url');
  }
}

/** A credit request's key, in the server's own scope: no Idempotency-Key header reaches it. */
function creditKey(userId: number, key: string): KeyName {
  return { scope: 'creditRequest', owner: `u${userId}`, key };
}

/** Who a promo code counts against: the account and the phone, so neither can use it twice. */
function buyersOf(caller: Caller | null, phone: string | undefined): string[] {
  return [...(caller ? [`u${caller.userId}`] : []), ...(phone ? [`p${phone}`] : [])];
}
