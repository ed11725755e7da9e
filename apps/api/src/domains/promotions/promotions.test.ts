import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PromotionsService } from './promotions.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('campaigns', () => {
  it('[CAT-10] GET Campaign lists the campaigns running now with their discount and banner', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/Campaign?lang=en' });
    expect(response.statusCode).toBe(200);
    const campaigns = response.json();
    expect(campaigns.length).toBeGreaterThanOrEqual(2);
    for (const campaign of campaigns) {
      expect(campaign.discountPercent).toBeGreaterThan(0);
      expect(campaign.banner).toMatch(/^\/media\/campaigns\/.+\.webp$/);
      expect(Date.parse(campaign.endsAt)).toBeGreaterThan(Date.now());
    }
  });

  it('leaves out campaigns that have ended', async () => {
    const service = new PromotionsService(ctx.db, ctx.app.services.notifications);
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    expect(await service.activeCampaigns('az', inAYear)).toEqual([]);
  });
});
