import { and, asc, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { ErasedPerson, PersonalDataHolder } from '../../shared/personal-data';
import { retention, yearsBefore } from '../../shared/retention';
import { doorRefusals, orderEvents, orderFeedback, orderItems, orderParts, orders } from './orders.tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Orders: tax and consumer law make the shop keep them (numbers, goods, amounts, the city), so the
 * person's details on them are erased, never the order. A deleted account's name goes at once (the
 * seller still ships an open order to its phone and address); the rest at the purge, or after 6 years.
 */
export class OrdersPersonalData implements PersonalDataHolder {
  readonly section = 'orders';

  constructor(private readonly db: Database) {}

  async exportOf(userId: number) {
    const placed = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(asc(orders.createdAt));
    const ids = placed.map((order) => order.id);
    const parts =
      ids.length === 0 ? [] : await this.db.select().from(orderParts).where(inArray(orderParts.orderId, ids));
    const partIds = parts.map((part) => part.id);
    const [items, events, feedback] =
      partIds.length === 0
        ? [[], [], []]
        : await Promise.all([
            this.db.select().from(orderItems).where(inArray(orderItems.partId, partIds)),
            this.db
              .select()
              .from(orderEvents)
              .where(inArray(orderEvents.partId, partIds))
              .orderBy(asc(orderEvents.at)),
            this.db.select().from(orderFeedback).where(inArray(orderFeedback.partId, partIds)),
          ]);
    const manat = (qepik: number) => qepik / 100;
    return placed.map((order) => ({
      number: order.number,
      placedAt: iso(order.createdAt),
      buyer: { name: order.name, surname: order.surname, phone: order.phone, email: order.email },
      address: {
        city: order.city,
        district: order.district,
        text: order.addressText,
        type: order.addressType,
      },
      deliveryType: order.deliveryType,
      paymentType: order.paymentType,
      promoCode: order.promoCode,
      total: manat(order.total),
      parts: parts
        .filter((part) => part.orderId === order.id)
        .map((part) => {
          const given = feedback.find((entry) => entry.partId === part.id);
          return {
            status: part.status,
            items: items
              .filter((item) => item.partId === part.id)
              .map((item) => ({
                title: item.title,
                variant: item.variant,
                count: item.count,
                unitPrice: manat(item.unitPrice),
              })),
            timeline: events
              .filter((event) => event.partId === part.id)
              .map((event) => ({ status: event.status, at: iso(event.at), note: event.note })),
            feedback: given
              ? {
                  rating: given.rating,
                  reason: given.reason,
                  comment: given.comment,
                  at: iso(given.createdAt),
                }
              : null,
          };
        }),
    }));
  }

  /** The name goes at once: the web labels an order with an empty name as a deleted account's. */
  async onDeleted(tx: Database, person: ErasedPerson): Promise<void> {
    await tx.update(orders).set({ name: '', surname: '' }).where(eq(orders.userId, person.userId));
  }

  async erase(tx: Database, person: ErasedPerson): Promise<void> {
    await this.pseudonymise(tx, eq(orders.userId, person.userId));
  }

  /** Orders placed more than 6 years ago, guests' too, and the door refusals counted as long ago. */
  async expire(tx: Database, now: Date): Promise<void> {
    const before = yearsBefore(now, retention.years);
    await this.pseudonymise(tx, lt(orders.createdAt, before));
    await tx.delete(doorRefusals).where(lt(doorRefusals.updatedAt, before));
  }

  /**
   * Who, how to reach them and where exactly: erased. The city and district stay with the amounts
   * for the tax records; feedback comments (free text about the person's delivery) are deleted.
   */
  private async pseudonymise(tx: Database, which: SQL | undefined): Promise<void> {
    const stillPersonal = or(
      sql`${orders.name} <> ''`,
      sql`${orders.surname} <> ''`,
      sql`${orders.phone} <> ''`,
      sql`${orders.email} <> ''`,
      sql`${orders.addressText} <> ''`,
    );
    await tx
      .update(orders)
      .set({ name: '', surname: '', phone: '', email: '', addressText: '' })
      .where(and(which, stillPersonal));
    const partsOf = () =>
      tx
        .select({ id: orderParts.id })
        .from(orderParts)
        .innerJoin(orders, eq(orders.id, orderParts.orderId))
        .where(which);
    await tx
      .update(orderFeedback)
      .set({ comment: null })
      .where(and(isNotNull(orderFeedback.comment), inArray(orderFeedback.partId, partsOf())));
    // The buyer's own words on the timeline (why they cancelled) go the same way.
    await tx
      .update(orderEvents)
      .set({ note: null })
      .where(
        and(
          eq(orderEvents.actorRole, 'buyer'),
          isNotNull(orderEvents.note),
          inArray(orderEvents.partId, partsOf()),
        ),
      );
  }
}
