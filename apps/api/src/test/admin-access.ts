import { expect } from 'vitest';
import type { DemoTokens } from './demo-data';
import { type ApiMethod, callApi, type TestContext } from './test-app';

/** One back-office call as an access test makes it: a missing id is enough, the access is checked first. */
export interface AdminCall {
  method: ApiMethod;
  url: string;
  payload?: object;
}

/** A back-office call is refused to whoever is not an operator: signed out 401, a buyer and a seller 403 `error.forbidden`. */
export async function expectRefusedToNonOperators(
  ctx: TestContext,
  tokens: Pick<DemoTokens, 'buyer' | 'seller'>,
  { method, url, payload }: AdminCall,
): Promise<void> {
  expect((await callApi(ctx, method, url, { payload })).statusCode, url).toBe(401);
  for (const token of [tokens.buyer, tokens.seller]) {
    const refused = await callApi(ctx, method, url, { token, payload });
    expect(refused.statusCode, url).toBe(403);
    expect(refused.json().code).toBe('error.forbidden');
  }
}

/** Every route of a table of the contract is in the OpenAPI document under the Admin tag. */
export async function expectAdminTagged(
  ctx: TestContext,
  routes: Record<string, { method: string; path: string }>,
): Promise<void> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const route of Object.values(routes)) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    expect(document.paths[`/api/v1${path}`]?.[route.method.toLowerCase()]?.tags, path).toEqual(['Admin']);
  }
}
