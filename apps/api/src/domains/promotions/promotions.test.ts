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

  it("[CAT-11] GET Campaign?shop= answers the campaigns a shop takes part in, as the campaign's listing of that shop finds them", async () => {
    const get = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/${url}` });
      expect(response.statusCode, url).toBe(200);
      return response.json();
    };
    const slugs = (campaigns: { slug: string }[]) => campaigns.map((campaign) => campaign.slug);
    const all: { slug: string }[] = await get('Campaign?lang=en');
    const [first] = all;
    if (!first) throw new Error('the demo runs no campaign');
    // A shop selling in the first campaign, and which campaigns its products appear in.
    const shop = (await get(`Product/GetList?campaign=${first.slug}&pageSize=1`)).facets.shops[0]?.value;
    if (!shop) throw new Error(`no shop takes part in ${first.slug}`);
    const inCampaign = [];
    for (const campaign of all)
      if ((await get(`Product/GetList?campaign=${campaign.slug}&shop=${shop}&pageSize=1`)).total > 0)
        inCampaign.push(campaign.slug);
    expect(inCampaign).toContain(first.slug);
    expect(slugs(await get(`Campaign?lang=en&shop=${shop}`))).toEqual(inCampaign);
    expect(slugs(await get(`Campaign?shop=${shop.toUpperCase()}`))).toEqual(inCampaign);
    expect(await get('Campaign?shop=no-such-shop')).toEqual([]);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/v1/Campaign?shop=' });
    expect(empty.statusCode).toBe(400);
  });

  it('leaves out campaigns that have ended', async () => {
    const service = new PromotionsService(ctx.db, ctx.app.services.notifications);
    const inAYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    expect(await service.activeCampaigns('az', inAYear)).toEqual([]);
  });
});
