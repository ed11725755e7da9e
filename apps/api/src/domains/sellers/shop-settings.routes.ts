import { shopSettingsApi } from '@bazar/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { uploadedImage } from '../../media/image-upload';
import { callerOf } from '../../plugins/auth';
import { serve } from '../../plugins/contract';

/**
 * Seller information and shop settings (spec: seller cabinet; checklist SEL-07, SEL-08). Sellers act
 * on their own shop; Staff and Admin name one with `shopId`.
 */
export const shopSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { sellers, shopSettings } = app.services;

  serve(app, shopSettingsApi.sellerInfo, (request) => shopSettings.sellerInfo(callerOf(request).userId));

  serve(app, shopSettingsApi.updateSellerInfo, (request) =>
    shopSettings.updateSellerInfo(callerOf(request).userId, request.body),
  );

  serve(app, shopSettingsApi.settings, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return shopSettings.settings(shopId);
  });

  serve(app, shopSettingsApi.updateSettings, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return shopSettings.updateSettings(shopId, request.body);
  });

  for (const picture of ['logo', 'banner'] as const) {
    serve(app, shopSettingsApi[picture], async (request) => {
      const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
      return shopSettings.uploadPicture(shopId, picture, await uploadedImage(request));
    });
  }

  serve(app, shopSettingsApi.addresses, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return shopSettings.addresses(shopId);
  });

  serve(app, shopSettingsApi.addAddress, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return shopSettings.addAddress(shopId, request.body);
  });

  serve(app, shopSettingsApi.updateAddress, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    return shopSettings.updateAddress(shopId, request.params.id, request.body);
  });

  serve(app, shopSettingsApi.removeAddress, async (request) => {
    const shopId = await sellers.actingShop(callerOf(request), request.query.shopId);
    await shopSettings.removeAddress(shopId, request.params.id);
    return null;
  });
};
