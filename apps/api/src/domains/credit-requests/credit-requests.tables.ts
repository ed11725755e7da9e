import { type BuyNowLine, creditRequestStatuses, langCodes } from '@bazar/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../accounts/accounts.tables';
import { regions } from '../addresses/addresses.tables';
import { instalmentPlans } from '../instalments/instalments.tables';
import { orders } from '../orders/orders.tables';

/** What a request buys: one product now ("buy now"), or the member's basket lines. */
export type CreditRequestGoods = { buyNow: BuyNowLine } | { basketItemIds: number[] };

/** A line of the goods as priced when the request was sent (qəpik), with what names it in stock. */
export interface CreditRequestLine {
  ref: { productId: number | null; variantId: number | null; comboId: number | null };
  title: string;
  slug: string | null;
  comboCode: string | null;
  variant: string | null;
  count: number;
  unitPrice: number;
}

const statusList = sql.raw(creditRequestStatuses.map((status) => `'${status}'`).join(', '));

/**
 * A member's credit request (PAY-05): the applicant as they wrote it (the ID card number and FIN
 * are personal data, shown masked but to Staff), the goods, and the credit the server computed from
 * the chosen lender's plan, in qəpik. An approved request keeps the order it placed.
 */
export const creditRequests = pgTable(
  'credit_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: creditRequestStatuses }).notNull().default('submitted'),
    /** The language the request was sent in: its texts and its order's go out in it. */
    lang: text('lang', { enum: langCodes }).notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    fatherName: text('father_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    idCardNumber: text('id_card_number').notNull(),
    fin: text('fin').notNull(),
    /** The delivery region (city and district) the order goes to, at the living address. */
    cityId: integer('city_id')
      .notNull()
      .references(() => regions.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => regions.id),
    registeredAddress: text('registered_address').notNull(),
    livingAddress: text('living_address').notNull(),
    homePhone: text('home_phone'),
    mobilePhone: text('mobile_phone').notNull(),
    monthlyIncome: integer('monthly_income').notNull(),
    workplace: text('workplace').notNull(),
    goods: jsonb('goods').$type<CreditRequestGoods>().notNull(),
    lines: jsonb('lines').$type<CreditRequestLine[]>().notNull(),
    /** The plan chosen; its terms are copied below, so changing the plan never changes a request. */
    planId: integer('plan_id').references(() => instalmentPlans.id, { onDelete: 'set null' }),
    lender: text('lender').notNull(),
    months: smallint('months').notNull(),
    /** Goods and standard delivery: what the order costs and the lender pays. */
    amount: integer('amount').notNull(),
    commission: integer('commission').notNull(),
    total: integer('total').notNull(),
    monthly: integer('monthly').notNull(),
    firstMonthly: integer('first_monthly').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** The submit's Idempotency-Key and a hash of what came with it: a second submit of the form finds this request. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_requests_user_idx').on(t.userId, t.id),
    index('credit_requests_status_idx').on(t.status, t.id),
    uniqueIndex('credit_requests_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('credit_requests_status', sql`${t.status} in (${statusList})`),
    check('credit_requests_money', sql`${t.amount} > 0 and ${t.monthlyIncome} > 0 and ${t.months} > 0`),
  ],
);

/** Every status a request has had, with the note that came with it and who moved it. */
export const creditRequestEvents = pgTable(
  'credit_request_events',
  {
    id: id(),
    requestId: integer('request_id')
      .notNull()
      .references(() => creditRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: creditRequestStatuses }).notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: smallint('actor_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_request_events_request_idx').on(t.requestId, t.id)],
);
