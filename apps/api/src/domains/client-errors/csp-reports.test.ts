import type { CspReportPage } from '@bazar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTokens, signInDemoPeople } from '../../test/demo-data';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let tokens: DemoTokens;

let ipCounter = 0;
/** Each report from an address of its own unless said, so the per-address limit stays out of the way. */
const post = (body: string, contentType: string, ip?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/ClientError/CspReport',
    remoteAddress: ip ?? `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: { 'content-type': contentType, 'accept-language': 'en' },
    body,
  });

const legacy = (document: string, blocked = 'inline') =>
  JSON.stringify({
    'csp-report': {
      'document-uri': document,
      referrer: 'https://other.example/from?who=me',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
      'blocked-uri': blocked,
      'status-code': 200,
      'source-file': 'http://bazar.test/assets/app.js?v=1',
      'line-number': 12,
      'column-number': 7,
      disposition: 'enforce',
    },
  });

async function reports(token = tokens.staff): Promise<CspReportPage> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/Admin/CspReports?pageSize=100',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CspReportPage;
}

beforeAll(async () => {
  ctx = await createTestApp();
  tokens = await signInDemoPeople(ctx);
});
afterAll(() => ctx.close());

describe('Content-Security-Policy reports [SEC-35.16]', () => {
  it('[SEC-35.16] every page names the report endpoint in its policy (report-uri and report-to)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain('report-uri /api/v1/ClientError/CspReport');
    expect(policy).toContain('report-to csp');
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/v1/ClientError/CspReport"');
  });

  it('[SEC-35.16] stores a report-uri report (application/csp-report) without queries nor anything beyond the violation; operators list it', async () => {
    const sent = await post(
      legacy(
        'http://bazar.test/en/order-lookup?number=BZ-1&phone=994501234567#x',
        'https://evil.example/x.js?k=1',
      ),
      'application/csp-report',
    );
    expect(sent.statusCode, sent.body).toBe(204);
    const [entry] = (await reports()).items;
    expect(entry).toMatchObject({
      document: 'http://bazar.test/en/order-lookup',
      blocked: 'https://evil.example/x.js',
      directive: 'script-src-elem',
      sourceFile: 'http://bazar.test/assets/app.js',
      line: 12,
      column: 7,
      disposition: 'enforce',
    });
    expect(JSON.stringify(entry)).not.toMatch(/994501234567|other\.example|original/);
    // Admin sees them too.
    expect((await reports(tokens.admin)).total).toBeGreaterThan(0);
  });

  it('[SEC-35.16] stores the CSP violations of a Reporting API batch (application/reports+json), other report types ignored', async () => {
    const batch = JSON.stringify([
      {
        type: 'csp-violation',
        age: 10,
        url: 'http://bazar.test/cart',
        user_agent: 'Chrome',
        body: {
          documentURL: 'http://bazar.test/cart?promo=SECRET',
          blockedURL: 'data:image/png;base64,AAAA',
          effectiveDirective: 'img-src',
          disposition: 'report',
          sample: 'x',
        },
      },
      { type: 'deprecation', body: { id: 'x', message: 'y' } },
    ]);
    const sent = await post(batch, 'application/reports+json');
    expect(sent.statusCode, sent.body).toBe(204);
    const [entry] = (await reports()).items;
    expect(entry).toMatchObject({
      document: 'http://bazar.test/cart',
      blocked: 'data',
      directive: 'img-src',
      sourceFile: null,
      line: null,
      disposition: 'report',
    });
  });

  it('[SEC-35.16] refuses malformed reports and other media types with a 4xx (400, 415), and never a 500', async () => {
    const before = (await reports()).total;
    for (const [body, type] of [
      ['{not json', 'application/csp-report'],
      ['{"csp-report": {}}', 'application/csp-report'],
      ['{"csp-report": {"document-uri": 5}}', 'application/csp-report'],
      ['[]', 'application/reports+json'],
      ['[{"body": {}}]', 'application/reports+json'],
      ['"text"', 'application/json'],
      ['null', 'application/json'],
    ] as const) {
      const response = await post(body, type);
      expect(response.statusCode, `${type} ${body}`).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect([400, 415]).toContain((await post('document-uri=x', 'text/plain')).statusCode);
    expect((await reports()).total).toBe(before);
  });

  it('[SEC-35.16] refuses a report over 16 KB with a 413', async () => {
    const huge = legacy(`http://bazar.test/${'a'.repeat(17 * 1024)}`);
    const response = await post(huge, 'application/csp-report');
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('[SEC-35.16] lets one address send only 30 reports in ten minutes (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await post(legacy('http://bazar.test/'), 'application/csp-report', '10.99.0.1')).statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const limited = await post(legacy('http://bazar.test/'), 'application/csp-report', '10.99.0.1');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not held back.
    expect((await post(legacy('http://bazar.test/'), 'application/csp-report')).statusCode).toBe(204);
  });

  it('[SEC-35.16] the list is for Staff and Admin only: 401 for a guest, 403 for a buyer', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/v1/Admin/CspReports' });
    expect(guest.statusCode).toBe(401);
    const buyer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/Admin/CspReports',
      headers: { authorization: `Bearer ${tokens.buyer}` },
    });
    expect(buyer.statusCode).toBe(403);
  });
});
