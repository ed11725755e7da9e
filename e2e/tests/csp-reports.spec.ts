import { demoAdmin, operatorSession } from '../support/operators';
import { expect, test } from '../support/test';

test.describe('Content-Security-Policy reports', { tag: ['@one-width', '@desk'] }, () => {
  test('[SEC-35.16] a page names where its policy violations go; a reported violation is listed for the operator beside the page errors', async ({
    page,
    request,
    browser,
  }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain('report-uri /api/v1/ClientError/CspReport');
    expect(headers['content-security-policy']).toContain('report-to csp');
    expect(headers['reporting-endpoints']).toBe('csp="/api/v1/ClientError/CspReport"');

    // What Chromium posts for a blocked script, through the Reporting API.
    const stamp = Date.now();
    const sent = await request.post('/api/v1/ClientError/CspReport', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([
        {
          type: 'csp-violation',
          age: 1,
          url: `http://localhost/e2e-${stamp}?secret=1`,
          body: {
            documentURL: `http://localhost/e2e-${stamp}?secret=1`,
            blockedURL: 'https://evil.example/steal.js?c=1',
            effectiveDirective: 'script-src-elem',
            disposition: 'enforce',
            sourceFile: 'http://localhost/assets/entry.js',
            lineNumber: 3,
            columnNumber: 14,
          },
        },
      ]),
    });
    expect(sent.status()).toBe(204);

    const operator = await (await browser.newContext()).newPage();
    await operatorSession(operator, demoAdmin);
    await operator.goto('/en/admin/errors');
    await operator.getByRole('link', { name: 'Security policy violations' }).click();
    await expect(operator).toHaveURL(/\/en\/admin\/csp-reports$/);
    await expect(operator.getByRole('heading', { level: 1 })).toHaveText('Security policy violations');
    const entry = operator.getByTestId('csp-report').filter({
      has: operator.getByTestId('csp-report-document').getByText(`http://localhost/e2e-${stamp}`),
    });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('csp-report-directive')).toHaveText('script-src-elem');
    await expect(entry.getByTestId('csp-report-blocked')).toHaveText('https://evil.example/steal.js');
    await expect(entry).toContainText('http://localhost/assets/entry.js:3:14');
    await expect(entry).not.toContainText('secret');
    await operator.screenshot({ path: '/tmp/h5-csp-reports.png' });
    await operator.getByRole('link', { name: 'Page errors' }).first().click();
    await expect(operator).toHaveURL(/\/en\/admin\/errors$/);
    await operator.context().close();
  });
});
