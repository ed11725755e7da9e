import { eq } from 'drizzle-orm';
import { users } from '../domains/accounts/accounts.tables';
import { orderParts } from '../domains/orders/orders.tables';
import { shops } from '../domains/sellers/sellers.tables';
import { callApi, signIn, type TestContext } from './test-app';

const sellerTokens = new WeakMap<TestContext, Map<string, string>>();

/**
 * A session of the seller whose shop a part is of (the demo's sellers, by their demo password):
 * only they move it through `OrderPart/{id}/Status`, operators use the back office.
 */
export async function sellerTokenOfPart(ctx: TestContext, partId: number): Promise<string> {
  const [owner] = await ctx.db
    .select({ phone: users.phone })
    .from(orderParts)
    .innerJoin(shops, eq(shops.id, orderParts.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(eq(orderParts.id, partId));
  if (!owner?.phone) throw new Error(`part ${partId} has no seller to move it`);
  const known = sellerTokens.get(ctx) ?? new Map<string, string>();
  sellerTokens.set(ctx, known);
  const token = known.get(owner.phone) ?? (await signIn(ctx, owner.phone));
  known.set(owner.phone, token);
  return token;
}

/** The part's own seller moves it along the status machine (`OrderPart/{id}/Status`). */
export async function sellerMovesPart(
  ctx: TestContext,
  partId: number,
  payload: { status: string; justified?: boolean; note?: string },
  lang?: string,
) {
  return callApi(ctx, 'POST', `OrderPart/${partId}/Status`, {
    token: await sellerTokenOfPart(ctx, partId),
    payload,
    lang,
  });
}
