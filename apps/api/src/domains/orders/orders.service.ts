import {
  type FeedbackBody,
  type OrderDetail,
  type OrderEvent,
  type OrderInstalment,
  type OrderItem,
  type OrderPaymentStatus,
  type OrderStatus,
  type OrderSummary,
  orderTransitions,
  type PaymentType,
  type RefundTo,
  Role,
  toAzn,
} from '@bazar/contracts';
import type { Database, Transaction } from '../../db/connection';
import type { EventBus } from '../../events/event-bus';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { InventoryService } from '../inventory';
import { type EventRow, type ItemRow, type OrderRow, OrdersRepo, type PartRow } from './orders.repo';
import type { orderFeedback, orderItems } from './orders.tables';

const notFound = () => new AppError('notFound', 'order.notFound');
const active: OrderStatus[] = ['placed', 'confirmed', 'shipped'];
const order: OrderStatus[] = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'returned',
  'refused',
  'cancelled',
];
/** Statuses that bring the goods back to the shelf. */
const restocking: OrderStatus[] = ['cancelled', 'refused', 'returned'];

export type Actor = 'buyer' | 'seller' | 'staff';

/** What the payments domain needs of an order to take or give back its money (qəpik), read under its lock. */
export interface OrderForPayment {
  id: number;
  number: string;
  userId: number | null;
  phone: string;
  total: number;
  discount: number;
  /** The instalment commission paid on top of the total (0 unless paid in instalments). */
  commission: number;
  /** The partner card and months the bank is told of, when paid in instalments. */
  instalment: { partner: string; months: number } | null;
  paymentType: PaymentType;
  paymentStatus: OrderPaymentStatus;
  payBy: Date | null;
  parts: { id: number; status: OrderStatus; subtotal: number; deliveryFee: number }[];
}

declare module '../../events/event-bus' {
  interface DomainEvents {
    /**
     * A part ended undelivered or came back (cancelled, refused, returned), in the transaction of
     * the move: the payments domain gives back what was paid for it.
     */
    'orders.partEnded': { orderId: number; partId: number; refundTo: RefundTo };
    /** A member's order part was delivered, in the transaction of the move (promotions thank a first order). */
    'orders.partDelivered': { orderId: number; userId: number };
    /** An order was placed, in the transaction that wrote it (its notices go out by a job). */
    'orders.placed': { orderId: number };
    /** A part moved to a new status, and by whom, in the transaction of the move (the buyer is told). */
    'orders.partMoved': { orderId: number; partId: number; to: OrderStatus; actor: Actor | 'system' };
  }
}

/** Moves that need the order paid first, when it is paid online. */
const needsPayment: OrderStatus[] = ['confirmed', 'shipped', 'delivered'];

/** An order as checkout hands it over, every amount in qəpik. */
export interface NewOrder {
  userId: number | null;
  name: string;
  surname: string;
  phone: string;
  email: string;
  place: { city: string; district: string; text: string; type: 'home' | 'office' };
  deliveryType: 'standard' | 'urgent';
  paymentType: PaymentType;
  promoCode: string | null;
  discount: number;
  /** The plan's terms when paid in instalments, computed by the instalments domain. */
  instalment: {
    planId: number;
    partner: string;
    months: number;
    commission: number;
    monthly: number;
    firstMonthly: number;
  } | null;
  parts: {
    shop: { id: number; slug: string; name: string };
    deliveryFee: number;
    items: Omit<typeof orderItems.$inferInsert, 'partId'>[];
  }[];
}

/** An order's status for the buyer: the least advanced of its live parts, else how it ended. */
export function overallStatus(parts: PartRow[]): OrderStatus {
  const live = parts.filter((part) => active.includes(part.status));
  const pool = live.length > 0 ? live : parts;
  return pool.map((part) => part.status).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? 'placed';
}

/** Orders after checkout: my orders, cancelling, the status machine and delivery feedback. */
export class OrdersService {
  private readonly repo: OrdersRepo;

  constructor(
    db: Database,
    private readonly inventory: InventoryService,
    private readonly events: EventBus,
  ) {
    this.repo = new OrdersRepo(db);
  }

  /** Orders placed with each instalment plan, by plan id (in `tx` when given): a used plan stays. */
  ordersPerInstalmentPlan(planIds: number[], tx?: Transaction): Promise<Map<number, number>> {
    return (tx ? new OrdersRepo(tx) : this.repo).perInstalmentPlan(planIds);
  }

  /** The order and its parts, locked for the rest of the transaction; null when there is none. */
  async lockForPayment(tx: Transaction, orderId: number): Promise<OrderForPayment | null> {
    const repo = new OrdersRepo(tx);
    const row = await repo.lockOrder(orderId);
    return row ? forPayment(row, await repo.lockParts(orderId)) : null;
  }

  /** The same, read without locking (to show it, or to check who may see it). */
  async forPayment(orderId: number): Promise<OrderForPayment | null> {
    const row = await this.repo.orderById(orderId);
    return row
      ? forPayment(
          row,
          (await this.repo.partsOf([orderId])).map((entry) => entry.part),
        )
      : null;
  }

  async setPayment(
    tx: Transaction,
    orderId: number,
    values: { paymentStatus?: OrderPaymentStatus; paymentType?: PaymentType; payBy?: Date | null },
  ): Promise<void> {
    // Turned to cash at the door, the order is no longer paid in instalments: no plan, no commission.
    const noInstalment =
      values.paymentType === 'cash'
        ? {
            instalmentPlanId: null,
            instalmentPartner: null,
            instalmentMonths: null,
            instalmentCommission: 0,
            instalmentMonthly: null,
            instalmentFirstMonthly: null,
          }
        : {};
    await new OrdersRepo(tx).setPayment(orderId, { ...values, ...noInstalment });
  }

  /**
   * An order the system withdraws (not paid in time, or its credit request decided otherwise while
   * it was placed): every live part is cancelled by the system and its stock comes back.
   */
  async cancelBySystem(tx: Transaction, orderId: number): Promise<void> {
    const repo = new OrdersRepo(tx);
    for (const part of await repo.lockParts(orderId))
      if (active.includes(part.status)) await this.move(tx, part, 'cancelled', null, 'system', null);
  }

  /** Order numbers by id, for lists that name the orders (the wallet's history). */
  async numbersOf(ids: number[]): Promise<Map<number, string>> {
    return new Map((await this.repo.numbersOf(ids)).map((row) => [row.id, row.number]));
  }

  /**
   * Writes a placed order, under the id the checkout reserved, in the checkout's transaction (stock
   * and promo code are taken there too). Answers it as the buyer reads it, from what was written.
   */
  async create(tx: Transaction, id: number, draft: NewOrder): Promise<OrderDetail> {
    const repo = new OrdersRepo(tx);
    const number = await repo.nextNumber();
    const subtotal = draft.parts.reduce(
      (sum, part) => sum + part.items.reduce((s, item) => s + item.unitPrice * item.count, 0),
      0,
    );
    const deliveryFee = draft.parts.reduce((sum, part) => sum + part.deliveryFee, 0);
    const row = await repo.insertOrder({
      id,
      number,
      code: number.slice(-4) + String(Math.floor(Math.random() * 90) + 10),
      userId: draft.userId,
      name: draft.name,
      surname: draft.surname,
      phone: draft.phone,
      email: draft.email,
      city: draft.place.city,
      district: draft.place.district,
      addressText: draft.place.text,
      addressType: draft.place.type,
      deliveryType: draft.deliveryType,
      paymentType: draft.paymentType,
      paymentStatus: draft.paymentType === 'cash' ? 'cash' : 'awaiting',
      promoCode: draft.promoCode,
      subtotal,
      deliveryFee,
      discount: draft.discount,
      total: subtotal + deliveryFee - draft.discount,
      instalmentPlanId: draft.instalment?.planId ?? null,
      instalmentPartner: draft.instalment?.partner ?? null,
      instalmentMonths: draft.instalment?.months ?? null,
      instalmentCommission: draft.instalment?.commission ?? 0,
      instalmentMonthly: draft.instalment?.monthly ?? null,
      instalmentFirstMonthly: draft.instalment?.firstMonthly ?? null,
    });
    const written: WrittenOrder = { parts: [], items: [], events: [], feedback: [] };
    for (const part of draft.parts) {
      const inserted = await repo.insertPart({
        orderId: row.id,
        shopId: part.shop.id,
        subtotal: part.items.reduce((sum, item) => sum + item.unitPrice * item.count, 0),
        deliveryFee: part.deliveryFee,
      });
      written.parts.push({ part: inserted, shopSlug: part.shop.slug, shopName: part.shop.name });
      written.items.push(
        ...(await repo.insertItems(part.items.map((item) => ({ ...item, partId: inserted.id })))),
      );
      written.events.push(
        await repo.insertEvent({
          partId: inserted.id,
          status: 'placed',
          actorId: draft.userId,
          actorRole: 'buyer',
        }),
      );
    }
    await this.events.emit(tx, 'orders.placed', { orderId: row.id });
    return orderDetail(row, written, 'buyer');
  }

  async mine(userId: number, page: number, pageSize: number) {
    const { items, total } = await this.repo.ordersOf(userId, page, pageSize);
    const parts = await this.repo.partsOf(items.map((row) => row.id));
    const partItems = await this.repo.itemsOf(parts.map((row) => row.part.id));
    return {
      items: items.map((row): OrderSummary => {
        const own = parts.filter((part) => part.part.orderId === row.id);
        const ids = own.map((part) => part.part.id);
        return summary(
          row,
          own.map((part) => part.part),
          partItems.filter((item) => ids.includes(item.partId)).reduce((sum, item) => sum + item.count, 0),
        );
      }),
      page,
      pageSize,
      total,
    };
  }

  /** The buyer's own order; any other id is 404, never someone else's data. */
  async detail(userId: number, id: number): Promise<OrderDetail> {
    const row = await this.repo.orderById(id);
    if (!row || row.userId !== userId) throw notFound();
    return this.present(row, 'buyer');
  }

  /** A guest's order by its number and the phone it was placed with. */
  async lookup(number: string, phone: string): Promise<OrderDetail> {
    const row = await this.repo.orderByNumber(number.trim().toUpperCase());
    if (!row || row.phone !== phone) throw notFound();
    return this.present(row, 'buyer');
  }

  /** The buyer cancels the whole order while no part of it has shipped; what was paid is refunded. */
  async cancel(caller: Caller, id: number, refundTo: RefundTo = 'source'): Promise<OrderDetail> {
    const row = await this.repo.orderById(id);
    if (!row || row.userId !== caller.userId) throw notFound();
    const parts = (await this.repo.partsOf([id])).map((entry) => entry.part);
    if (!cancellable(parts)) throw new AppError('unprocessable', 'order.notCancellable');
    await this.repo.transaction(async (tx) => {
      // Every transaction that moves parts locks the order first, then parts: one order of locks
      // with the payments domain, which settles money under the order's lock.
      await new OrdersRepo(tx).lockOrder(id);
      for (const part of parts)
        if (part.status !== 'cancelled')
          await this.move(tx, part, 'cancelled', caller.userId, 'buyer', null, refundTo);
    });
    return this.present((await this.repo.orderById(id)) ?? row, 'buyer');
  }

  /**
   * A seller moves their own shop's parts along the status machine; the buyer only cancels.
   * Operators move parts only through the back office, where every move is audited (issue 35,
   * point 12): here they are refused. Illegal moves are refused. A refusal at the door counts
   * against the buyer's phone unless it was justified; a delivery clears the count.
   */
  async transition(
    caller: Caller,
    partId: number,
    body: { status: OrderStatus; justified: boolean; note?: string },
  ): Promise<void> {
    const actor = actorOf(caller);
    if (actor === 'staff') throw new AppError('forbidden', 'order.backOfficeOnly');
    const found = await this.repo.partById(partId);
    if (!found || (actor === 'seller' && found.shopOwnerId !== caller.userId) || actor === 'buyer')
      throw notFound();
    const row = await this.repo.orderById(found.part.orderId);
    if (!row) throw notFound();
    await this.repo.transaction(async (tx) => {
      await new OrdersRepo(tx).lockOrder(row.id);
      await this.move(tx, found.part, body.status, caller.userId, actor, body.note ?? null);
      await countAtTheDoor(new OrdersRepo(tx), row.phone, body);
    });
  }

  /**
   * An operator's move of one part (issue 17), on the back office's transaction so its audit row
   * commits with it. The order and then the part are locked; a move its status does not allow to
   * staff is a 409, and so is any move of the operator's own order (403 `order.ownOrder`): nobody
   * refunds themselves. Answers the order's id and the status moved from.
   */
  async staffMove(
    tx: Transaction,
    caller: Caller,
    partId: number,
    body: { status: OrderStatus; justified: boolean; note: string | null },
  ): Promise<{ orderId: number; from: OrderStatus }> {
    const repo = new OrdersRepo(tx);
    const found = await repo.partById(partId);
    const row = found && (await repo.lockOrder(found.part.orderId));
    const part = row && (await repo.lockPart(partId));
    if (!row || !part) throw notFound();
    if (row.userId === caller.userId) throw new AppError('forbidden', 'order.ownOrder');
    if (!orderTransitions[part.status][body.status]?.includes('staff'))
      throw new AppError('conflict', 'order.wrongStatus');
    await this.move(tx, part, body.status, caller.userId, 'staff', body.note);
    await countAtTheDoor(repo, row.phone, body);
    return { orderId: part.orderId, from: part.status };
  }

  /**
   * An operator cancels every part of an order still placed, confirmed or shipped, for one reason;
   * each part's stock comes back. A 409 when none is. Answers the parts cancelled and their statuses before.
   */
  async staffCancel(
    tx: Transaction,
    caller: Caller,
    orderId: number,
    reason: string,
  ): Promise<{ id: number; from: OrderStatus }[]> {
    const repo = new OrdersRepo(tx);
    const order = await repo.lockOrder(orderId);
    if (!order) throw notFound();
    if (order.userId === caller.userId) throw new AppError('forbidden', 'order.ownOrder');
    const parts = (await repo.lockParts(orderId)).filter((part) =>
      orderTransitions[part.status].cancelled?.includes('staff'),
    );
    if (parts.length === 0) throw new AppError('conflict', 'order.wrongStatus');
    for (const part of parts) await this.move(tx, part, 'cancelled', caller.userId, 'staff', reason);
    return parts.map((part) => ({ id: part.id, from: part.status }));
  }

  async feedback(userId: number, id: number, body: FeedbackBody): Promise<OrderDetail> {
    const row = await this.repo.orderById(id);
    if (!row || row.userId !== userId) throw notFound();
    const part = (await this.repo.partsOf([id])).find((entry) => entry.part.id === body.partId)?.part;
    if (!part) throw notFound();
    if (part.status !== 'delivered') throw new AppError('unprocessable', 'order.feedbackNotDelivered');
    const saved = await this.repo.insertFeedback({
      partId: part.id,
      rating: body.rating,
      reason: body.reason ?? null,
      comment: body.comment ?? null,
    });
    if (!saved) throw new AppError('conflict', 'order.feedbackGiven');
    return this.present(row, 'buyer');
  }

  /** The member's orders still under way: deleting the account warns of them (privacy). */
  openOrdersOf(userId: number): Promise<number> {
    return this.repo.openOrdersOf(userId, active);
  }

  /** A shop's parts still under way: its owner's account cannot be deleted until they end (privacy). */
  openPartsOfShop(shopId: number, tx?: Transaction): Promise<number> {
    return (tx ? new OrdersRepo(tx) : this.repo).openPartsOfShop(shopId, active);
  }

  /** Whether the member ordered anything since `since` (privacy: a dormant account has not). */
  hasOrdersSince(userId: number, since: Date): Promise<boolean> {
    return this.repo.hasOrdersSince(userId, since);
  }

  /** How many refusals at the door in a row this phone has (buyer agreement). */
  refusalsInARow(phone: string): Promise<number> {
    return this.repo.refusalsInARow(phone);
  }

  async summaryOf(id: number): Promise<OrderDetail> {
    const row = await this.repo.orderById(id);
    if (!row) throw notFound();
    return this.present(row, 'buyer');
  }

  /**
   * Moves one part. The system (an unpaid order's expiry) only cancels. Goods that end undelivered
   * or come back go back to the shelf, and their money back to the buyer (the payments listener).
   */
  private async move(
    tx: Transaction,
    part: PartRow,
    to: OrderStatus,
    actorId: number | null,
    actor: Actor | 'system',
    note: string | null,
    refundTo: RefundTo = 'source',
  ): Promise<void> {
    const allowed =
      actor === 'system' ? to === 'cancelled' : orderTransitions[part.status][to]?.includes(actor);
    if (!allowed) throw new AppError('unprocessable', 'order.illegalTransition');
    const repo = new OrdersRepo(tx);
    if (needsPayment.includes(to) && (await repo.orderById(part.orderId))?.paymentStatus === 'awaiting')
      throw new AppError('conflict', 'order.awaitingPayment');
    if (!(await repo.moveStatus(part.id, part.status, to))) throw new AppError('conflict', 'error.conflict');
    await repo.insertEvent({ partId: part.id, status: to, actorId, actorRole: actor, note });
    await this.events.emit(tx, 'orders.partMoved', { orderId: part.orderId, partId: part.id, to, actor });
    // Goods refused at the door came back then; their return later takes nothing back again.
    if (restocking.includes(to) && !restocking.includes(part.status)) {
      const items = await repo.itemsOf([part.id]);
      await this.inventory.returnStock(
        tx,
        items.flatMap((item) => item.stockTaken.map((take) => ({ ...take, count: take.count * item.count }))),
      );
      await this.events.emit(tx, 'orders.partEnded', { orderId: part.orderId, partId: part.id, refundTo });
    }
    if (to === 'delivered' && this.events.has('orders.partDelivered')) {
      const userId = (await repo.orderById(part.orderId))?.userId;
      if (userId != null)
        await this.events.emit(tx, 'orders.partDelivered', { orderId: part.orderId, userId });
    }
  }

  private async present(row: OrderRow, viewer: Actor): Promise<OrderDetail> {
    const parts = await this.repo.partsOf([row.id]);
    const ids = parts.map((entry) => entry.part.id);
    const [items, events, feedback] = await Promise.all([
      this.repo.itemsOf(ids),
      this.repo.eventsOf(ids),
      this.repo.feedbackOf(ids),
    ]);
    return orderDetail(row, { parts, items, events, feedback }, viewer);
  }
}

/** An order's rows below its own: parts with their shop, lines, steps and feedback. */
export interface WrittenOrder {
  parts: { part: PartRow; shopSlug: string; shopName: string }[];
  items: ItemRow[];
  events: EventRow[];
  feedback: (typeof orderFeedback.$inferSelect)[];
}

/** An order as its buyer (or an operator) reads it: AZN, parts per shop with their timelines. */
export function orderDetail(
  row: OrderRow,
  { parts, items, events, feedback }: WrittenOrder,
  viewer: Actor,
): OrderDetail {
  const partRows = parts.map((entry) => entry.part);
  return {
    ...summary(
      row,
      partRows,
      items.reduce((sum, item) => sum + item.count, 0),
    ),
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    email: row.email,
    address: { city: row.city, district: row.district, text: row.addressText, type: row.addressType },
    subtotal: toAzn(row.subtotal),
    deliveryFee: toAzn(row.deliveryFee),
    discount: toAzn(row.discount),
    promoCode: row.promoCode,
    instalment: instalmentOf(row),
    cancellable: viewer === 'buyer' && cancellable(partRows),
    parts: parts.map(({ part, shopSlug, shopName }) => {
      const own = feedback.find((entry) => entry.partId === part.id);
      return {
        id: part.id,
        shop: { slug: shopSlug, name: shopName },
        status: part.status,
        items: items.filter((item) => item.partId === part.id).map(itemView),
        subtotal: toAzn(part.subtotal),
        deliveryFee: toAzn(part.deliveryFee),
        total: toAzn(part.subtotal + part.deliveryFee),
        events: events.filter((event) => event.partId === part.id).map(eventView),
        feedback: own ? { rating: own.rating, reason: own.reason, comment: own.comment } : null,
      };
    }),
  };
}

/** The instalment terms an order keeps, as buyer and seller read them; null unless paid so. */
export function instalmentOf(row: OrderRow): OrderInstalment | null {
  if (
    row.instalmentPartner === null ||
    row.instalmentMonths === null ||
    row.instalmentMonthly === null ||
    row.instalmentFirstMonthly === null
  )
    return null;
  return {
    partner: row.instalmentPartner,
    months: row.instalmentMonths,
    commission: toAzn(row.instalmentCommission),
    monthly: toAzn(row.instalmentMonthly),
    firstMonthly: toAzn(row.instalmentFirstMonthly),
    total: toAzn(row.total + row.instalmentCommission),
  };
}

/** An order line as buyer and seller read it: AZN, the unit price as bought. */
export function itemView(item: ItemRow): OrderItem {
  return {
    productId: item.productId,
    comboId: item.comboId,
    slug: item.slug,
    title: item.title,
    code: item.code,
    variant: item.variant,
    count: item.count,
    unitPrice: toAzn(item.unitPrice),
    total: toAzn(item.unitPrice * item.count),
  };
}

/** One step of a part's timeline: the status, when, by whom and the note given. */
export function eventView(event: EventRow): OrderEvent {
  return { status: event.status, at: event.at.toISOString(), by: event.actorRole, note: event.note };
}

function summary(row: OrderRow, parts: PartRow[], itemCount: number): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    createdAt: row.createdAt.toISOString(),
    total: toAzn(row.total),
    status: overallStatus(parts),
    deliveryType: row.deliveryType,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    itemCount,
  };
}

/** Cancellable while nothing has shipped and something is still live. */
function cancellable(parts: PartRow[]): boolean {
  return (
    parts.every((part) => ['placed', 'confirmed', 'cancelled'].includes(part.status)) &&
    parts.some((part) => part.status !== 'cancelled')
  );
}

/** A refusal at the door counts against the phone unless it was justified; a delivery clears the count. */
async function countAtTheDoor(
  repo: OrdersRepo,
  phone: string,
  move: { status: OrderStatus; justified: boolean },
): Promise<void> {
  if (move.status === 'refused' && !move.justified) await repo.countRefusal(phone);
  if (move.status === 'delivered') await repo.resetRefusals(phone);
}

export function actorOf(caller: Caller): Actor {
  if (caller.role === Role.Seller) return 'seller';
  if (caller.role === Role.Staff || caller.role === Role.Admin) return 'staff';
  return 'buyer';
}

/** An order as the payments domain reads it. */
function forPayment(row: OrderRow, parts: PartRow[]): OrderForPayment {
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    phone: row.phone,
    total: row.total,
    discount: row.discount,
    commission: row.instalmentCommission,
    instalment:
      row.instalmentPartner !== null && row.instalmentMonths !== null
        ? { partner: row.instalmentPartner, months: row.instalmentMonths }
        : null,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    payBy: row.payBy,
    parts: parts.map((part) => ({
      id: part.id,
      status: part.status,
      subtotal: part.subtotal,
      deliveryFee: part.deliveryFee,
    })),
  };
}
