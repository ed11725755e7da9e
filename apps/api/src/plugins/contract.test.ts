import { apiContract, Role, type RouteSpec } from '@bazar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const routes: [string, RouteSpec][] = Object.entries(apiContract).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, route]): [string, RouteSpec] => [`${group}.${name}`, route]),
);

/** `/Order/:id` as OpenAPI writes it: `/api/v1/Order/{id}`. */
const openApiPath = (route: RouteSpec) => `/api/v1${route.path.replace(/:(\w+)/g, '{$1}')}`;

describe('the contract table', () => {
  it('is what the API serves: each call with its method, path, answer and problem statuses', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, unknown>; security?: unknown[] }>
      >;
    };
    for (const [name, route] of routes) {
      const operation = document.paths[openApiPath(route)]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {}).map(Number);
      expect(statuses, name).toEqual(expect.arrayContaining([...route.errors]));
      // A public call says it needs no session; any other names the session it needs.
      expect(operation?.security?.length === 0, name).toBe(route.access === 'public');
      expect(operation?.operationId, name).toBe(route.operationId);
    }
    const operationIds = routes.map(([, route]) => route.operationId);
    expect(operationIds.filter((id, index) => operationIds.indexOf(id) !== index)).toEqual([]);
    // And nothing is served beside the table.
    const inTable = new Set(routes.map(([, route]) => `${route.method} ${openApiPath(route)}`));
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const outsideTable = served.filter(
      (operation) => operation.includes(' /api/v1/') && !inTable.has(operation),
    );
    expect(outsideTable).toEqual([]);
  });

  it('refuses a call that needs a session without one (401) before reading its input, for every such call', async () => {
    const guarded = routes.filter(([, route]) => route.access !== 'public' && route.access !== 'optional');
    expect(guarded.length).toBeGreaterThan(0);
    for (const [name, route] of guarded) {
      const response = await ctx.app.inject({
        method: route.method,
        url: `/api/v1${route.path.replace(/:\w+/g, 'x')}?page=-1`,
        ...(route.method === 'GET' ? {} : { payload: { unexpected: true } }),
      });
      expect(response.statusCode, name).toBe(401);
    }
  });

  it('[ACC-19] refuses every back-office call to a buyer and a seller (403) before reading its input', async () => {
    const operatorOnly = routes.filter(
      ([, route]) =>
        typeof route.access === 'object' &&
        !route.access.roles.some((role) => role === Role.Seller || role === Role.Customer),
    );
    expect(operatorOnly.length).toBeGreaterThan(5);
    for (const phone of ['994500000003', '994500000002']) {
      const token = await signIn(ctx, phone);
      for (const [name, route] of operatorOnly) {
        const response = await ctx.app.inject({
          method: route.method,
          url: `/api/v1${route.path.replace(/:\w+/g, '1')}`,
          headers: { authorization: `Bearer ${token}` },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        expect(response.statusCode, `${name} as ${phone}`).toBe(403);
        expect(response.json().code, name).toBe('error.forbidden');
      }
    }
  });

  it('refuses the Admin-only calls to Staff (403)', async () => {
    const adminOnly = routes.filter(
      ([, route]) =>
        typeof route.access === 'object' && !route.access.roles.some((role) => role !== Role.Admin),
    );
    const token = await signIn(ctx, '994500000004');
    for (const [name, route] of adminOnly) {
      const response = await ctx.app.inject({
        method: route.method,
        url: `/api/v1${route.path.replace(/:\w+/g, '1')}`,
        headers: { authorization: `Bearer ${token}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, name).toBe(403);
    }
  });
});
