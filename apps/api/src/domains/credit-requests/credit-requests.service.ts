import {
  type AdminCreditRequests,
  type AdminCreditRequestsQuery,
  type CreditDecisionBody,
  type CreditDecisionStatus,
  type CreditGoods,
  type CreditQuote,
  type CreditRequestBody,
  type CreditRequestDetail,
  type CreditRequestStatus,
  type CreditRequestSummary,
  creditRequestMoves,
  creditRequestStatuses,
  deliveryFeeOf,
  formatMessage,
  type Lang,
  type MessageKey,
  type MyCreditRequests,
  maxOpenCreditRequests,
  type PageQuery,
  Role,
  toAzn,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database, Transaction } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../plugins/errors';
import { requestHashOf } from '../../plugins/idempotency';
import type { Caller } from '../../shared/caller';
import type { AccountsService } from '../accounts';
import type { AddressesService } from '../addresses';
import type { BasketService } from '../basket';
import type { CheckoutService } from '../checkout';
import type { InstalmentsService, OrderInstalmentTerms } from '../instalments';
import { type BuyableRef, buyableKey, type InventoryService } from '../inventory';
import type { NotificationsService } from '../notifications';
import type { OrdersService } from '../orders';
import { type CreditRequestRow, CreditRequestsRepo } from './credit-requests.repo';
import type { CreditRequestGoods, CreditRequestLine } from './credit-requests.tables';
import { maskFin, maskIdCard } from './personal-data';

export interface CreditRequestsDeps {
  db: Database;
  accounts: AccountsService;
  addresses: AddressesService;
  basket: BasketService;
  inventory: InventoryService;
  instalments: InstalmentsService;
  checkout: CheckoutService;
  orders: OrdersService;
  notifications: NotificationsService;
  /** Whether credit is offered with this configuration (Layout.features.credit). */
  offered: () => boolean;
}

/** Goods to price: what names each line in stock, and how many. */
interface Held {
  ref: BuyableRef;
  count: number;
}

/** Goods priced now, in qəpik: the lines, and what the order will cost with standard delivery. */
interface Priced {
  lines: CreditRequestLine[];
  amount: number;
  /** Every product bought, those in combos too (what a plan may leave out). */
  productIds: number[];
}

const notFound = () => new AppError('notFound', 'credit.notFound');
const wrongStatus = () => new AppError('conflict', 'credit.wrongStatus');
const fieldError = (field: string, key: MessageKey) =>
  new AppError('unprocessable', 'error.validation', { [field]: [key] });

/** The audit log's verb for each decision. */
const auditAction: Record<CreditDecisionStatus, string> = {
  underReview: 'creditRequest.review',
  moreInfoNeeded: 'creditRequest.askMoreInfo',
  approved: 'creditRequest.approve',
  declined: 'creditRequest.decline',
};

/** Steps on the way are texted to the request's phone; the decision is a notification (creditDecided). */
const smsKey: Record<Exclude<CreditDecisionStatus, 'approved' | 'declined'>, MessageKey> = {
  underReview: 'sms.creditUnderReview',
  moreInfoNeeded: 'sms.creditMoreInfoNeeded',
};

const isOperator = (caller: Caller) => caller.role === Role.Staff || caller.role === Role.Admin;

/**
 * Credit requests (PAY-05): a member asks to buy goods on credit with a lender's plan (the partner
 * cards' instalment plans), staff review it, and approving it places the order, paid by the lender
 * (checkout's placeForCredit). Totals are always the server's: the goods priced now with standard
 * delivery, and the plan's arithmetic. Each status is texted to the applicant in the request's
 * language, in the transaction that sets it.
 */
export class CreditRequestsService {
  private readonly repo: CreditRequestsRepo;

  constructor(private readonly deps: CreditRequestsDeps) {
    this.repo = new CreditRequestsRepo(deps.db);
  }

  /** What the goods cost now with delivery, and every plan for that amount. */
  async quote(caller: Caller, goods: CreditGoods): Promise<CreditQuote> {
    const priced = await this.price(await this.held(caller.userId, goodsOf(goods)));
    const comboIds = priced.lines.flatMap((line) => (line.ref.comboId ? [line.ref.comboId] : []));
    const productIds = priced.lines.flatMap((line) =>
      line.ref.comboId === null && line.ref.productId ? [line.ref.productId] : [],
    );
    const { offers } = await this.deps.instalments.offers({
      amount: toAzn(priced.amount),
      productIds,
      comboIds,
    });
    return { items: priced.lines.map(itemOf), amount: toAzn(priced.amount), offers };
  }

  /**
   * Sends a request. Under an Idempotency-Key (the web form's, fixed when it is shown) a second
   * submit, even one racing the first, answers the request the first made.
   */
  async submit(
    caller: Caller,
    body: CreditRequestBody,
    lang: Lang,
    idempotencyKey?: string,
  ): Promise<CreditRequestDetail> {
    const sent = idempotencyKey === undefined ? null : { idempotencyKey, requestHash: requestHashOf(body) };
    const earlier = sent && (await this.sentBefore(caller, sent, lang));
    if (earlier) return earlier;
    if (!this.deps.offered()) throw new AppError('unavailable', 'credit.unavailable');
    if ((await this.repo.openCount(caller.userId)) >= maxOpenCreditRequests)
      throw new AppError('conflict', 'credit.tooManyOpen');
    await this.checkRegion(body.cityId, body.districtId, lang);
    const goods = goodsOf(body);
    const priced = await this.price(await this.held(caller.userId, goods));
    const terms = await this.termsOf(body.planId, priced);
    const insert = this.deps.db.transaction(async (tx) => {
      const repo = new CreditRequestsRepo(tx);
      const row = await repo.insert({
        ...sent,
        userId: caller.userId,
        lang,
        name: body.name,
        surname: body.surname,
        fatherName: body.fatherName,
        birthDate: body.birthDate,
        idCardNumber: body.idCardNumber,
        fin: body.fin,
        cityId: body.cityId,
        districtId: body.districtId,
        registeredAddress: body.registeredAddress,
        livingAddress: body.livingAddress,
        homePhone: body.homePhone ?? null,
        mobilePhone: body.mobilePhone,
        monthlyIncome: Math.round(body.monthlyIncome * 100),
        workplace: body.workplace,
        goods,
        lines: priced.lines,
        planId: terms.planId,
        lender: terms.partner,
        months: terms.months,
        amount: priced.amount,
        commission: terms.commission,
        total: terms.total,
        monthly: terms.monthly,
        firstMonthly: terms.firstMonthly,
      });
      await repo.addEvent({
        requestId: row.id,
        status: 'submitted',
        note: null,
        actorId: caller.userId,
        actorRole: caller.role,
      });
      await this.deps.notifications.queueSms(tx, {
        phone: row.mobilePhone,
        text: formatMessage(lang, 'sms.creditSubmitted', { id: row.id }),
        userId: row.userId,
      });
      return row.id;
    });
    let id: number;
    try {
      id = await insert;
    } catch (error) {
      const twin = sent && isUniqueViolation(error) && (await this.sentBefore(caller, sent, lang));
      if (twin) return twin;
      throw error;
    }
    return this.detailOf(await this.found(id), lang, false);
  }

  /** The request sent before under the same key, if any; the same key with another body is refused. */
  private async sentBefore(
    caller: Caller,
    sent: { idempotencyKey: string; requestHash: string },
    lang: Lang,
  ): Promise<CreditRequestDetail | null> {
    const row = await this.repo.byKey(caller.userId, sent.idempotencyKey);
    if (!row) return null;
    if (row.requestHash !== sent.requestHash)
      throw new AppError('unprocessable', 'credit.idempotencyMismatch');
    return this.detailOf(row, lang, false);
  }

  async mine(caller: Caller, query: PageQuery): Promise<MyCreditRequests> {
    const { rows, total } = await this.repo.page({ userId: caller.userId }, query.page, query.pageSize);
    return { items: await this.summaries(rows), page: query.page, pageSize: query.pageSize, total };
  }

  /** A member's own request, or any for Staff and Admin; always masked. */
  async detail(caller: Caller, id: number, lang: Lang): Promise<CreditRequestDetail> {
    const row = await this.found(id);
    if (!isOperator(caller) && row.userId !== caller.userId) throw notFound();
    return this.detailOf(row, lang, false);
  }

  async adminList(query: AdminCreditRequestsQuery): Promise<AdminCreditRequests> {
    const [{ rows, total }, counts] = await Promise.all([
      this.repo.page({ status: query.status }, query.page, query.pageSize),
      this.repo.countsByStatus(),
    ]);
    return {
      items: await this.summaries(rows),
      page: query.page,
      pageSize: query.pageSize,
      total,
      counts: Object.fromEntries(
        creditRequestStatuses.map((status) => [status, counts.get(status) ?? 0]),
      ) as Record<CreditRequestStatus, number>,
    };
  }

  /** The back office's view: Staff see the ID card number and FIN in full, and that they did is audited. */
  async adminDetail(caller: Caller, id: number, lang: Lang): Promise<CreditRequestDetail> {
    const row = await this.found(id);
    const unmasked = caller.role === Role.Staff;
    if (unmasked)
      await AuditLog.record(this.deps.db, {
        actor: caller,
        action: 'creditRequest.view',
        subject: { type: 'creditRequest', id },
        before: null,
        after: null,
      });
    return this.detailOf(row, lang, unmasked);
  }

  /** Staff's decision; the answer is masked (the back office reads the request again to show it). */
  async decide(
    caller: Caller,
    id: number,
    body: CreditDecisionBody,
    lang: Lang,
  ): Promise<CreditRequestDetail> {
    if (body.status === 'approved') await this.approve(caller, id);
    else
      await this.deps.db.transaction(async (tx) => {
        const row = await new CreditRequestsRepo(tx).lock(id);
        if (!row) throw notFound();
        await this.move(tx, caller, row, body.status, body.note ?? null);
      });
    return this.detailOf(await this.found(id), lang, false);
  }

  /**
   * Places the order first (its own transaction, keyed by the request so a repeat places none),
   * then marks the request approved with it. Stock or price problems refuse before anything is
   * written; a request already approved is answered as it is.
   */
  private async approve(caller: Caller, id: number): Promise<void> {
    const row = await this.found(id);
    if (row.status === 'approved') return;
    if (row.status !== 'underReview') throw wrongStatus();
    // An order placed by an approval cut short (before it was marked) is answered again, not re-priced.
    if (!(await this.deps.checkout.placedForCredit(row.userId, `credit-${row.id}`))) await this.recheck(row);
    const buyer = await this.deps.accounts.buyerOf(row.userId);
    const order = await this.deps.checkout.placeForCredit(
      {
        key: `credit-${row.id}`,
        userId: row.userId,
        name: row.name,
        surname: row.surname,
        phone: row.mobilePhone,
        email: buyer.email,
        address: { cityId: row.cityId, districtId: row.districtId, text: row.livingAddress },
        ...row.goods,
      },
      row.lang,
    );
    const decidedMeanwhile = await this.deps.db.transaction(async (tx) => {
      const locked = await new CreditRequestsRepo(tx).lock(id);
      // A twin approval got here first with the same order.
      if (!locked || locked.status === 'approved') return false;
      if (locked.status !== 'underReview') {
        // Declined (or sent back) while its order was being placed: the order is withdrawn and the
        // lender's money given back, so no order stands for a request that is not approved.
        await this.deps.orders.cancelBySystem(tx, order.id);
        return true;
      }
      await this.move(tx, caller, locked, 'approved', null, order);
      return false;
    });
    if (decidedMeanwhile) throw wrongStatus();
  }

  /**
   * Before an approval places the order: the goods as they stand now must be the very goods the
   * request priced, line by line (there, in that count, on sale, in stock, at that price, not left
   * out of instalments and credit), and the plan must still take them. Otherwise 409 with a code
   * saying what changed, and `errors` naming each line that did (`items.<index>`).
   */
  private async recheck(row: CreditRequestRow): Promise<void> {
    const held = await this.heldNow(row);
    const buyables = await this.deps.inventory.buyables(held.map((line) => line.ref));
    const changed: Record<string, MessageKey[]> = {};
    let first: MessageKey | null = null;
    const mark = (index: number, key: MessageKey) => {
      changed[`items.${index}`] = [key];
      first ??= key;
    };
    for (const [index, line] of row.lines.entries()) {
      const key = buyableKey(line.ref);
      const now = held.find((entry) => buyableKey(entry.ref) === key);
      const buyable = buyables.get(key);
      if (!now || now.count !== line.count) mark(index, 'credit.changed.goods');
      else if (!buyable?.onSale) mark(index, 'credit.changed.unavailable');
      else if (buyable.stock < line.count) mark(index, 'credit.outOfStock');
      else if (buyable.unitPrice !== line.unitPrice) mark(index, 'credit.priceChanged');
      else if (await this.deps.instalments.excludedAmong(buyable.takes.map((take) => take.productId)))
        mark(index, 'credit.changed.excluded');
    }
    if (first !== null) throw new AppError('conflict', first, changed);
    const now = await this.price(held);
    if (now.amount !== row.amount) throw new AppError('conflict', 'credit.priceChanged');
    if (row.planId === null) throw new AppError('conflict', 'credit.changed.planUnavailable');
    try {
      await this.deps.instalments.termsFor(row.planId, now.amount, now.productIds);
    } catch (err) {
      if (err instanceof AppError && err.fieldErrors?.instalmentPlanId)
        throw new AppError('conflict', 'credit.changed.planUnavailable');
      throw err;
    }
  }

  /** One move of a request's status, with its history row, audit row and text, on the caller's transaction. */
  private async move(
    tx: Transaction,
    caller: Caller,
    row: CreditRequestRow,
    status: CreditDecisionStatus,
    note: string | null,
    order?: { id: number; number: string },
  ): Promise<void> {
    if (!creditRequestMoves[row.status].includes(status)) throw wrongStatus();
    const repo = new CreditRequestsRepo(tx);
    await repo.setStatus(row.id, status, order?.id);
    await repo.addEvent({ requestId: row.id, status, note, actorId: caller.userId, actorRole: caller.role });
    await AuditLog.record(tx, {
      actor: caller,
      action: auditAction[status],
      subject: { type: 'creditRequest', id: row.id },
      before: { status: row.status },
      after: { status, ...(order ? { orderId: order.id } : {}) },
      note,
    });
    if (status === 'approved' || status === 'declined')
      await this.deps.notifications.notify(tx, row.userId, {
        kind: 'creditDecided',
        params: { decision: status, id: row.id, number: order?.number ?? '', note: note ?? '' },
        link: `/user/profile/credit-requests/${row.id}`,
      });
    else
      await this.deps.notifications.queueSms(tx, {
        phone: row.mobilePhone,
        text: formatMessage(row.lang, smsKey[status], { id: row.id, note: note ?? '' }),
        userId: row.userId,
      });
  }

  private async found(id: number): Promise<CreditRequestRow> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound();
    return row;
  }

  /** The goods as the member named them: the buy-now line checked as strictly as an addition, or their basket lines. */
  private async held(userId: number, goods: CreditRequestGoods): Promise<Held[]> {
    if ('buyNow' in goods) {
      const { ref } = await this.deps.basket.lineToBuy(goods.buyNow, 'buyNow');
      return [{ ref, count: goods.buyNow.count }];
    }
    const ids = [...new Set(goods.basketItemIds)];
    const view = await this.deps.basket.view(userId, ids);
    if (view.baskets.length < ids.length) throw fieldError('basketItemIds', 'validation.invalidId');
    return view.baskets.map((line) => ({
      ref: { productId: line.productId, variantId: line.variantId, comboId: line.comboId },
      count: line.count,
    }));
  }

  /** The goods of a request as they stand now: the line it priced, or the member's basket lines today. */
  private async heldNow(row: CreditRequestRow): Promise<Held[]> {
    if ('buyNow' in row.goods) return row.lines.map((line) => ({ ref: line.ref, count: line.count }));
    const view = await this.deps.basket.view(row.userId, row.goods.basketItemIds);
    return view.baskets.map((line) => ({
      ref: { productId: line.productId, variantId: line.variantId, comboId: line.comboId },
      count: line.count,
    }));
  }

  /** Prices the goods now; 409 when any is off sale or short of stock. Delivery is standard, per seller. */
  private async price(held: Held[]): Promise<Priced> {
    const buyables = await this.deps.inventory.buyables(held.map((line) => line.ref));
    const bySeller = new Map<number, number>();
    const productIds = new Set<number>();
    const lines = held.map(({ ref, count }): CreditRequestLine => {
      const buyable = buyables.get(buyableKey(ref));
      if (!buyable?.onSale || buyable.stock < count) throw new AppError('conflict', 'credit.outOfStock');
      bySeller.set(buyable.shopId, (bySeller.get(buyable.shopId) ?? 0) + buyable.unitPrice * count);
      for (const take of buyable.takes) productIds.add(take.productId);
      return {
        ref: { productId: buyable.productId, variantId: buyable.variantId, comboId: buyable.comboId },
        title: buyable.title,
        slug: buyable.slug,
        comboCode: buyable.comboCode,
        variant: buyable.offers.length > 0 ? buyable.offers.map((offer) => offer.value).join(', ') : null,
        count,
        unitPrice: buyable.unitPrice,
      };
    });
    const amount = [...bySeller.values()].reduce(
      (sum, subtotal) => sum + subtotal + deliveryFeeOf(subtotal, 'standard'),
      0,
    );
    return { lines, amount, productIds: [...productIds] };
  }

  /** The plan's terms for the amount, or 422 beside the plan when it cannot take these goods. */
  private async termsOf(planId: number, priced: Priced): Promise<OrderInstalmentTerms> {
    try {
      return await this.deps.instalments.termsFor(planId, priced.amount, priced.productIds);
    } catch (err) {
      if (err instanceof AppError && err.fieldErrors?.instalmentPlanId)
        throw fieldError('planId', 'credit.validation.planUnavailable');
      throw err;
    }
  }

  /** The region must be a delivery city and one of its districts that delivery reaches. */
  private async checkRegion(cityId: number, districtId: number, lang: Lang): Promise<void> {
    const city = (await this.deps.addresses.regions(lang)).find((region) => region.id === cityId);
    if (!city) throw fieldError('cityId', 'credit.validation.city');
    const district = city.districts.find((entry) => entry.id === districtId);
    if (!district) throw fieldError('districtId', 'checkout.regionInvalid');
    if (!district.deliverable) throw fieldError('districtId', 'checkout.areaNotDeliverable');
  }

  private async summaries(rows: CreditRequestRow[]): Promise<CreditRequestSummary[]> {
    const numbers = await this.deps.orders.numbersOf(
      rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])),
    );
    return rows.map((row) => summaryOf(row, numbers));
  }

  private async detailOf(row: CreditRequestRow, lang: Lang, unmasked: boolean): Promise<CreditRequestDetail> {
    const [[summary], events, regions] = await Promise.all([
      this.summaries([row]),
      this.repo.eventsOf(row.id),
      this.deps.addresses.regions(lang),
    ]);
    if (!summary) throw notFound();
    const city = regions.find((region) => region.id === row.cityId);
    const district = city?.districts.find((entry) => entry.id === row.districtId);
    const latest = events.at(-1);
    return {
      ...summary,
      applicant: {
        name: row.name,
        surname: row.surname,
        fatherName: row.fatherName,
        birthDate: row.birthDate,
        idCardNumber: unmasked ? row.idCardNumber : maskIdCard(row.idCardNumber),
        fin: unmasked ? row.fin : maskFin(row.fin),
        city: { id: row.cityId, name: city?.name ?? '' },
        district: { id: row.districtId, name: district?.name ?? '' },
        registeredAddress: row.registeredAddress,
        livingAddress: row.livingAddress,
        homePhone: row.homePhone,
        mobilePhone: row.mobilePhone,
        monthlyIncome: toAzn(row.monthlyIncome),
        workplace: row.workplace,
      },
      history: events.map((event) => ({
        status: event.status,
        note: event.note,
        at: event.at.toISOString(),
        byOperator: event.actorRole === Role.Staff || event.actorRole === Role.Admin,
      })),
      note: latest?.status === row.status ? latest.note : null,
      unmasked,
    };
  }
}

/** The body's goods as a request keeps them. */
function goodsOf(body: Pick<CreditGoods, 'buyNow' | 'basketItemIds'>): CreditRequestGoods {
  if (body.buyNow) return { buyNow: body.buyNow };
  return { basketItemIds: body.basketItemIds ?? [] };
}

function itemOf(line: CreditRequestLine) {
  return {
    productId: line.ref.comboId ? null : line.ref.productId,
    comboId: line.ref.comboId,
    title: line.title,
    slug: line.slug,
    comboCode: line.comboCode,
    variant: line.variant,
    count: line.count,
    price: toAzn(line.unitPrice),
  };
}

function summaryOf(row: CreditRequestRow, orderNumbers: Map<number, string>): CreditRequestSummary {
  const orderNumber = row.orderId === null ? undefined : orderNumbers.get(row.orderId);
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    applicantName: `${row.name} ${row.surname}`,
    mobilePhone: row.mobilePhone,
    items: row.lines.map(itemOf),
    terms: {
      lender: row.lender,
      months: row.months,
      amount: toAzn(row.amount),
      commission: toAzn(row.commission),
      total: toAzn(row.total),
      monthly: toAzn(row.monthly),
      firstMonthly: toAzn(row.firstMonthly),
    },
    order: row.orderId !== null && orderNumber ? { id: row.orderId, number: orderNumber } : null,
  };
}
