import { chromium } from '@playwright/test';
const base = 'http://localhost:3410';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 375, height: 812 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}/login`);
  await page.getByLabel(/^(Telefon nömrəsi və ya e-poçt|Phone number or email)$/).fill('seller@demo.bazar.az');
  await page.getByLabel(/^(Şifrə|Password)$/).fill('demo1234');
  await page.getByRole('button', { name: /^(Daxil ol|Sign in)$/ }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'));
  for (const path of ['/shop/products/all-products/1', '/shop/products/rejected-products', '/shop/products/archived-products/1?q=xiaomi', '/shop/requests', '/en/shop/products/pending-products/1', '/shop/products/published-products/1?confirm=1-archived']) {
    const response = await page.goto(base + path);
    console.log(name, path, response.status());
    await page.screenshot({ path: `/tmp/h1/shots/${name}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: name === 'mobile' ? false : true });
  }
  await page.close();
}
await browser.close();
