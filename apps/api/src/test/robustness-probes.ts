import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '../db/seed/seed-demo';
import { type TestContext, testAppForFile } from './test-app';

/**
 * Malformed input on every operation of the OpenAPI document, as every kind of caller: the answer
 * is always a 4xx problem, never a 5xx. The operations come from the document itself, so a call
 * added tomorrow is covered the day it is added. The operations are dealt out over a few test files
 * (`robustness*.test.ts`), each on a database of its own, so that they run side by side.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  default?: unknown;
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: Schema;
}

interface Probe {
  label: string;
  request: InjectOptions;
}

let components: Record<string, Schema> = {};
type Identities = Record<string, { phone?: string; token?: string }>;
const demoIdentities = (): Identities => ({
  anonymous: {},
  buyer: { phone: demoAccounts.find((a) => a.email.startsWith('buyer'))?.phone },
  seller: { phone: demoAccounts.find((a) => a.email.startsWith('seller'))?.phone },
  admin: { phone: demoAccounts.find((a) => a.email.startsWith('admin'))?.phone },
});

/** A session for a demo account, straight from the service so the sign-in limits do not count it. */
async function ensureSignedIn(ctx: TestContext, identities: Identities) {
  for (const identity of Object.values(identities)) {
    if (!identity.phone) continue;
    if (identity.token && (await ctx.app.services.signIn.authenticate(identity.token))) continue;
    identity.token = (await ctx.app.services.signIn.login(identity.phone, demoPassword)).token;
  }
}

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth++)
    current = components[current.$ref.split('/').pop() ?? ''] ?? {};
  return current;
}

/** A plausible value of a schema: enough to get past the outer checks to the field under test. */
function sample(schemaIn: Schema | undefined, depth = 0): unknown {
  const schema = resolve(schemaIn);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternative?.length)
    return sample(alternative.find((s) => resolve(s).type !== 'null') ?? alternative[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    default:
      return schema.properties ? sample({ ...schema, type: 'object' }, depth) : 'x';
  }
}

/** Every leaf of a sampled body, as a path of keys and indexes. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [path];
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

/** Text PostgreSQL cannot store or that breaks a careless parser. */
const badText = ['a\u0000b', '\uD800', 'x\uDFFF', 'x'.repeat(20_000), '', ' ', '%00', '../../etc/passwd'];
/** Numbers outside what an id, a price or a page can be. */
const badNumbers = [2147483648, -2147483649, 2 ** 63, 1e308, -1, 0, 0.5];
const badLeafValues = [...badText, ...badNumbers, null, true, [], {}, ['x'], { $gt: '' }];
/** What a path or query parameter may be sent as, already percent-encoded where needed. */
const badParams = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C0%AF',
  '%F0%9F',
  'x'.repeat(3000),
  '%2E%2E%2F%2E%2E%2F',
  '%27%20OR%201%3D1--',
];

const deepJson = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const deepArray = `${'['.repeat(20000)}${']'.repeat(20000)}`;
const hugeJson = JSON.stringify({ x: 'y'.repeat(3 * 1024 * 1024) });

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
}): Operation[] {
  components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
      const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: content?.['application/json']?.schema,
      };
    }),
  );
}

function urlOf(operation: Operation, pathValues: Record<string, string> = {}, query = ''): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  return query ? `${path}?${query}` : path;
}

function probesOf(operation: Operation): Probe[] {
  const method = operation.method as InjectOptions['method'];
  const probes: Probe[] = [];
  const json = (label: string, payload: string, url = urlOf(operation), contentType = 'application/json') =>
    probes.push({ label, request: { method, url, payload, headers: { 'content-type': contentType } } });

  for (const name of operation.pathParams)
    for (const value of badParams)
      probes.push({
        label: `path ${name}=${value.slice(0, 20)}`,
        request: { method, url: urlOf(operation, { [name]: value }) },
      });
  for (const name of operation.queryParams) {
    for (const value of badParams)
      probes.push({
        label: `query ${name}=${value.slice(0, 20)}`,
        request: { method, url: urlOf(operation, {}, `${name}=${value}`) },
      });
    probes.push({
      label: `query ${name} twice`,
      request: { method, url: urlOf(operation, {}, `${name}=1&${name}=2`) },
    });
  }
  probes.push({
    label: 'unknown query',
    request: { method, url: urlOf(operation, {}, 'x%00=%ED%A0%80&__proto__=1') },
  });

  if (method === 'GET' || method === 'DELETE') return probes;
  probes.push({ label: 'no body', request: { method, url: urlOf(operation) } });
  json('empty JSON body', '');
  for (const raw of ['null', '[]', '"x"', '1', 'true', '{', '{"a":', '\u0000', '{"__proto__":{"x":1}}'])
    json(`body ${raw}`, raw);
  json('deep object', deepJson);
  json('deep array', deepArray);
  json('huge body', hugeJson);
  json('text/plain', '{}', urlOf(operation), 'text/plain');
  json('form-urlencoded', 'a=1', urlOf(operation), 'application/x-www-form-urlencoded');
  json('multipart without boundary', 'x', urlOf(operation), 'multipart/form-data');
  json(
    'truncated multipart',
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    urlOf(operation),
    'multipart/form-data; boundary=b',
  );
  json('empty multipart', '--b--\r\n', urlOf(operation), 'multipart/form-data; boundary=b');
  json(
    'multipart with a text file',
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n<script>alert(1)</script>\r\n--b--\r\n',
    urlOf(operation),
    'multipart/form-data; boundary=b',
  );

  if (!operation.body) return probes;
  const valid = sample(operation.body);
  json('sampled body', JSON.stringify(valid));
  if (valid && typeof valid === 'object' && !Array.isArray(valid))
    json('sampled body with an unknown field', JSON.stringify({ ...valid, unknownField: 1 }));
  for (const path of leaves(valid).slice(0, 40))
    for (const value of badLeafValues)
      json(
        `body ${path.join('.')}=${JSON.stringify(value).slice(0, 20)}`,
        JSON.stringify(replaced(valid, path, value)),
      );
  return probes;
}

/**
 * The malformed-input test for every `parts`-th operation of the document, from the `part`-th (1-based),
 * on a fresh database with the demo accounts signed in; answers the file's context and identities.
 */
export function malformedInputTests(part: number, parts: number) {
  const ctx = testAppForFile();
  const identities = demoIdentities();
  beforeAll(() => ensureSignedIn(ctx, identities));

  describe(`robustness (operations, part ${part} of ${parts})`, () => {
    it('answers malformed requests to every operation with a 4xx problem, never a 5xx, signed in or not', async () => {
      const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const all = operationsOf(document);
      expect(all.length).toBeGreaterThan(90);
      const operations = all.filter((_, index) => index % parts === part - 1);
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        const probes = probesOf(operation);
        for (const [role, identity] of Object.entries(identities)) {
          for (const probe of probes) {
            const headers = {
              ...(probe.request.headers as Record<string, string>),
              ...(identity.token ? { authorization: `Bearer ${identity.token}` } : {}),
            };
            // Each probe comes from an address of its own, so the per-address limits do not hide later probes.
            const response = await ctx.app.inject({
              ...probe.request,
              headers,
              remoteAddress: `10.${76 + part}.${(sent >> 8) & 255}.${sent & 255}`,
            });
            sent++;
            const where = `${role} ${operation.method} ${operation.path} [${probe.label}] → ${response.statusCode}`;
            if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 160)}`);
            else if (
              response.statusCode >= 400 &&
              !String(response.headers['content-type']).startsWith('application/problem+json')
            )
              failures.push(`${where} not problem+json`);
          }
          await ensureSignedIn(ctx, identities);
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(3000 / parts);
    }, 600_000);
  });

  return { ctx, identities };
}
