import {
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
  type CancelOrderBody,
  type OrderStatus,
  orderTransitions,
  rangeProblem,
  type StaffMove,
  type StaffMoveBody,
  staffMoves,
  toAzn,
} from '@bazar/contracts';
import { AuditLog } from '../../audit';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import type { Caller } from '../../shared/caller';
import type { OrderRefunds } from './order-refunds';
import { OrdersRepo } from './orders.repo';
import { type OrdersService, orderDetail, overallStatus } from './orders.service';
import { OrdersAdminRepo } from './orders-admin.repo';

const notFound = () => new AppError('notFound', 'order.notFound');

/** The audit log's verb of each move. */
const actions: Record<StaffMove, string> = {
  delivered: 'order.deliver',
  refused: 'order.refuse',
  returned: 'order.return',
  cancelled: 'order.cancel',
};

/** What an operator may do with a part in this status, by the orders domain's status machine. */
const movesFrom = (status: OrderStatus): StaffMove[] =>
  staffMoves.filter((to) => orderTransitions[status][to]?.includes('staff'));

/**
 * The back office's orders (issue 17): every order for the operators, an order's history, and the
 * courier's moves and cancelling. Moves go through the orders domain's status machine with the
 * staff actor; each is written with its audit row in one transaction. Refunds of online payments
 * wait for the payments ledger (issue 18): cash is settled by the courier, so nothing is recorded here.
 */
export class OrdersAdminService {
  private readonly repo: OrdersAdminRepo;
  private readonly orderReads: OrdersRepo;

  constructor(
    private readonly db: Database,
    private readonly orders: OrdersService,
    private readonly payments: OrderRefunds,
  ) {
    this.repo = new OrdersAdminRepo(db);
    this.orderReads = new OrdersRepo(db);
  }

  async list(query: AdminOrdersQuery): Promise<AdminOrderPage> {
    const problem = rangeProblem(query);
    if (problem) throw new AppError('unprocessable', problem.key, { [problem.field]: [problem.key] });
    const { items, total, capped } = await this.repo.page(query);
    const parts = await this.orderReads.partsOf(items.map((row) => row.id));
    return {
      items: items.map((row) => {
        const own = parts.filter((entry) => entry.part.orderId === row.id);
        return {
          id: row.id,
          number: row.number,
          createdAt: row.createdAt.toISOString(),
          buyer: { name: row.name, surname: row.surname, phone: row.phone },
          paymentType: row.paymentType,
          total: toAzn(row.total),
          status: overallStatus(own.map((entry) => entry.part)),
          parts: own.map(({ part, shopName }) => ({
            id: part.id,
            shop: { id: part.shopId, name: shopName },
            status: part.status,
          })),
        };
      }),
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalCapped: capped,
    };
  }

  async order(id: number): Promise<AdminOrder> {
    const row = await this.orderReads.orderById(id);
    if (!row) throw notFound();
    const parts = await this.orderReads.partsOf([row.id]);
    const ids = parts.map((entry) => entry.part.id);
    const [items, events, feedback, refusalsInARow, money] = await Promise.all([
      this.orderReads.itemsOf(ids),
      this.orderReads.eventsOf(ids),
      this.orderReads.feedbackOf(ids),
      this.orderReads.refusalsInARow(row.phone),
      this.payments.refunds.forOperators(row.id),
    ]);
    // The buyer's view of the order, with what operators see besides: who, their refusals at the
    // door, the money, and the moves each part allows.
    const detail = orderDetail(row, { parts, items, events, feedback }, 'staff');
    return {
      ...detail,
      userId: row.userId,
      refusalsInARow,
      money,
      cancellable: parts.some(({ part }) => movesFrom(part.status).includes('cancelled')),
      parts: detail.parts.map((part, index) => ({
        ...part,
        shop: { id: parts[index]?.part.shopId ?? 0, ...part.shop },
        moves: movesFrom(part.status),
      })),
    };
  }

  /**
   * An operator's try to move or cancel their own order, refused by the orders domain: the refusal
   * is in the audit log too (issue 35, point 12), written after the refused transaction.
   */
  private async auditedOwnOrder<T>(
    caller: Caller,
    subject: () => Promise<number | undefined>,
    attempt: Record<string, unknown>,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'order.ownOrder') {
        await AuditLog.record(this.db, {
          actor: caller,
          action: 'order.ownOrderRefused',
          subject: { type: 'order', id: (await subject()) ?? 0 },
          before: null,
          after: attempt,
        });
      }
      throw error;
    }
  }

  /** One part moved as the courier reports, or cancelled; a status that does not allow it is a 409. */
  async move(caller: Caller, partId: number, body: StaffMoveBody): Promise<AdminOrder> {
    const partOrder = async () => (await this.orderReads.partById(partId))?.part.orderId;
    const orderId = await this.auditedOwnOrder(caller, partOrder, { partId, status: body.to }, () =>
      this.db.transaction(async (tx) => {
        const moved = await this.orders.staffMove(tx, caller, partId, {
          status: body.to,
          justified: body.justified,
          note: body.note ?? null,
        });
        await AuditLog.record(tx, {
          actor: caller,
          action: actions[body.to],
          subject: { type: 'order', id: moved.orderId },
          before: { partId, status: moved.from },
          after: { partId, status: body.to, ...(body.to === 'refused' ? { justified: body.justified } : {}) },
          note: body.note,
        });
        return moved.orderId;
      }),
    );
    return this.order(orderId);
  }

  /** A card refund the bank refused, asked of it again now; the operator's request is audited. */
  async retryRefund(caller: Caller, refundId: number): Promise<AdminOrder> {
    const orderId = await this.payments.refunds.retryRefund(refundId);
    await AuditLog.record(this.db, {
      actor: caller,
      action: 'refund.retry',
      subject: { type: 'order', id: orderId },
      before: null,
      after: { refundId },
    });
    return this.order(orderId);
  }

  /** A card refund the bank keeps refusing, given to the buyer's wallet instead; audited in the same transaction. */
  async refundToWallet(caller: Caller, refundId: number): Promise<AdminOrder> {
    // A refund whose bank answer never came is asked of the bank first: it may have been paid.
    await this.payments.refunds.askBankAboutRefund(refundId);
    const orderId = await this.db.transaction(async (tx) => {
      const moved = await this.payments.refunds.refundToWalletInstead(tx, refundId);
      await AuditLog.record(tx, {
        actor: caller,
        action: 'refund.toWallet',
        subject: { type: 'order', id: moved },
        before: { refundId, to: 'card' },
        after: { refundId, to: 'wallet' },
      });
      return moved;
    });
    return this.order(orderId);
  }

  /** Every part still placed, confirmed or shipped cancelled for one reason, their stock given back. */
  async cancel(caller: Caller, orderId: number, body: CancelOrderBody): Promise<AdminOrder> {
    await this.auditedOwnOrder(
      caller,
      async () => orderId,
      { status: 'cancelled' },
      () =>
        this.db.transaction(async (tx) => {
          const cancelled = await this.orders.staffCancel(tx, caller, orderId, body.reason);
          await AuditLog.record(tx, {
            actor: caller,
            action: 'order.cancel',
            subject: { type: 'order', id: orderId },
            before: { parts: cancelled.map((part) => ({ partId: part.id, status: part.from })) },
            after: { parts: cancelled.map((part) => ({ partId: part.id, status: 'cancelled' })) },
            note: body.reason,
          });
        }),
    );
    return this.order(orderId);
  }
}
