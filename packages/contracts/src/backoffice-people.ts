import { z } from 'zod';
import { OrderStatus } from './checkout';
import { Azn, PageQuery, pageOf } from './common';
import { PaymentType } from './payments';
import { Role } from './roles';
import { ShopStatus } from './shop-settings';

/** The back office's people (issue 17): buyers, sellers and operators, blocking and the operator roles. */

const backofficePage = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const blankIsNone = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const PersonRole = z.coerce
  .number({ message: 'validation.invalid' })
  .int('validation.invalid')
  .refine((value) => Object.values(Role).includes(value as Role), 'validation.invalid');

/** `GET Admin/Users`: newest first, searched by name, phone or e-mail, by role and by blocked. */
export const PeopleQuery = backofficePage.extend({
  q: z.preprocess(blankIsNone, z.string().trim().max(100, 'validation.tooLong').optional()),
  role: z.preprocess(blankIsNone, PersonRole.optional()),
  blocked: z.preprocess(blankIsNone, z.enum(['yes', 'no'], { message: 'validation.invalid' }).optional()),
});
export type PeopleQuery = z.infer<typeof PeopleQuery>;

export const PersonRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.number().int(),
  createdAt: z.string(),
  blockedAt: z.string().nullable(),
  /** A seller's shop. */
  shop: z.object({ id: z.number().int(), name: z.string(), status: ShopStatus }).nullable(),
});
export type PersonRow = z.infer<typeof PersonRow>;

export const PeoplePage = pageOf(PersonRow);
export type PeoplePage = z.infer<typeof PeoplePage>;

/** `GET Admin/Users/{id}`: the profile, role, blocked or not (with the operator's note) and sessions open. */
export const PersonDetail = PersonRow.extend({
  fatherName: z.string().nullable(),
  birthday: z.string().nullable(),
  phoneConfirmed: z.boolean(),
  blockNote: z.string().nullable(),
  /** The last block was an Admin's: only an Admin unblocks the account. */
  blockedByAdmin: z.boolean(),
  liveSessions: z.number().int(),
  ordersCount: z.number().int(),
  /** A parent's consent to a child's data, as recorded (PRV-02); null while none is. */
  parentalConsentAt: z.string().nullable(),
  /** When the account was deleted (its remains are purged 30 days later); null for a live one. */
  deletedAt: z.string().nullable(),
});
export type PersonDetail = z.infer<typeof PersonDetail>;

/** `GET Admin/Users/{id}/Orders`: the person's orders, newest first. */
export const PersonOrdersQuery = backofficePage;
export type PersonOrdersQuery = z.infer<typeof PersonOrdersQuery>;

export const PersonOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  createdAt: z.string(),
  /** In AZN. */
  total: Azn,
  paymentType: PaymentType,
  /** Each shop's part's status, in the order's parts order. */
  statuses: z.array(OrderStatus),
});
export type PersonOrder = z.infer<typeof PersonOrder>;

export const PersonOrderPage = pageOf(PersonOrder);
export type PersonOrderPage = z.infer<typeof PersonOrderPage>;

/** `POST Admin/Users/{id}/Block`: why, required. */
export const BlockPersonBody = z
  .object({
    note: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(1000, 'validation.tooLong'),
  })
  .strict();
export type BlockPersonBody = z.infer<typeof BlockPersonBody>;

/** The roles an Admin gives and takes: Customer, Staff and Admin (a seller's role comes with the shop). */
export const assignableRoles = [Role.Customer, Role.Staff, Role.Admin] as const;

/** `PUT Admin/Users/{id}/Role`. */
export const PersonRoleBody = z
  .object({
    role: z.coerce
      .number({ message: 'validation.invalid' })
      .int('validation.invalid')
      .refine((value) => (assignableRoles as readonly number[]).includes(value), 'validation.invalid'),
  })
  .strict();
export type PersonRoleBody = z.infer<typeof PersonRoleBody>;

/** What a block, unblock or role change answers: where the account stands now. */
export const PersonStateAnswer = z.object({
  id: z.number().int(),
  role: z.number().int(),
  blockedAt: z.string().nullable(),
});
export type PersonStateAnswer = z.infer<typeof PersonStateAnswer>;
