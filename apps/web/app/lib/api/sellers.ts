import {
  type SellerInfoBody,
  type ShopAddressBody,
  type ShopSettingsBody,
  sellersApi,
  shopSettingsApi,
} from '@bazar/contracts';
import type { Call } from './call';

/** A shop's public page, and the seller cabinet's seller information, shop settings and addresses. */
export function sellersCalls(call: Call) {
  return {
    shop: (name: string) => call(sellersApi.profile, { query: { name } }),

    sellerInfo: () => call(shopSettingsApi.sellerInfo, {}),
    updateSellerInfo: (body: SellerInfoBody) => call(shopSettingsApi.updateSellerInfo, { body }),
    shopSettings: () => call(shopSettingsApi.settings, { query: {} }),
    updateShopSettings: (body: ShopSettingsBody) => call(shopSettingsApi.updateSettings, { query: {}, body }),
    shopAddresses: () => call(shopSettingsApi.addresses, { query: {} }),
    createShopAddress: (body: ShopAddressBody) => call(shopSettingsApi.addAddress, { query: {}, body }),
    updateShopAddress: (id: number, body: ShopAddressBody) =>
      call(shopSettingsApi.updateAddress, { params: { id }, query: {}, body }),
    deleteShopAddress: (id: number) => call(shopSettingsApi.removeAddress, { params: { id }, query: {} }),
    uploadShopPicture: (picture: 'Logo' | 'Banner', file: File) => {
      const form = new FormData();
      form.set('file', file);
      const route = picture === 'Logo' ? shopSettingsApi.logo : shopSettingsApi.banner;
      return call(route, { query: {}, body: form });
    },
  };
}
