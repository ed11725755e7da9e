import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../apps/api/src/test/test-app';
import { createBazarClient, runSmoke } from './smoke';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const buyer = { phone: '994500000003', password: 'demo1234' };

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** Runs a program from the repository root and gives its exit code and output, failing or not. */
async function runProgram(file: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: repoRoot });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// Issue 23: a mobile team builds on the OpenAPI document alone. The steps share the generated
// file, so they run in order: generate, compile, then call the server with the compiled client.
describe('a third party builds a typed client from the OpenAPI document alone (issue 23)', () => {
  it('the document served at /api/docs/json generates client types that compile with the smoke program', async () => {
    const response = await fetch(`${baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');

    // As a third party would: the generator reads the document from the running server.
    const generate = await runProgram(process.execPath, ['packages/api-client/src/generate.ts', baseUrl]);
    expect(generate.output).toMatch(/^Wrote .*bazar-api\.d\.ts\n$/);
    expect(generate.code).toBe(0);
    const tsc = await runProgram(process.execPath, [
      'node_modules/typescript/bin/tsc',
      '--noEmit',
      '-p',
      'packages/api-client',
    ]);
    expect(tsc.output).toBe('');
    expect(tsc.code).toBe(0);
  }, 120_000);

  it('the smoke program signs in, adds a product to the basket and places a cash order the buyer can read back', async () => {
    const result = await runSmoke(baseUrl, buyer);

    expect(result.buyer.phone).toBe(buyer.phone);
    expect(result.order.number).toMatch(/^BZ-\d+$/);
    expect(result.order.phone).toBe(buyer.phone);
    expect(result.order.paymentType).toBe('cash');
    expect(result.order.productIds).toContain(result.product.id);
    expect(result.order.total).toBeGreaterThan(0);
    expect(result.basketStillHoldsProduct).toBe(false);
  });

  it('a wrong password answers a problem+json 401 with its code through the typed client', async () => {
    const { data, error, response } = await createBazarClient(baseUrl).POST('/api/v1/auth', {
      body: { phoneOrEmail: buyer.phone, password: 'not-the-password' },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    // The client asked for English: the message is fit to show, the code is what an app acts on.
    expect(error).toMatchObject({
      status: 401,
      code: 'error.wrongCredentials',
      detail: 'Wrong phone number, email or password',
    });
  });

  it('the smoke program runs as a program and prints the order it placed', async () => {
    const smoke = await runProgram(process.execPath, ['packages/api-client/src/smoke.ts', baseUrl]);
    expect(smoke.output).toMatch(/^Order BZ-\d+ \(id \d+\): .+, \d+\.\d\d AZN, paid cash on delivery\n$/);
    expect(smoke.code).toBe(0);
  });
});
