/** Roles by number, as the spec has them (no zod here: the browser reads them without it). */
export const Role = { Seller: 1, Staff: 2, Admin: 3, Customer: 4 } as const;
export type Role = (typeof Role)[keyof typeof Role];
