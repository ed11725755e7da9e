import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const paths = ['/combo/CMB-1001', '/product/xiaomi-poco-x7-pro-12-512-gb-sari-bz100044?v=36'];
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 }, isMobile: width === 375, hasTouch: width === 375 });
  for (const path of paths) {
    await page.goto('http://localhost:3172' + path, { waitUntil: 'networkidle' });
    const h = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < h; y += 600) { await page.evaluate((v) => window.scrollTo(0, v), y); await page.waitForTimeout(50); }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`, fullPage: true });
  }
  if (width === 1440) {
    await page.goto('http://localhost:3172/', { waitUntil: 'networkidle' });
    await page.getByTestId('category-bar').getByRole('link', { name: 'Geyim', exact: true }).hover();
    await page.waitForTimeout(1800);
    await page.screenshot({ path: '/tmp/shots/mega-menu-1440.png' });
  }
  await page.close();
}
await browser.close();
