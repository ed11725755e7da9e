import { type AddressBody, addressesApi } from '@bazar/contracts';
import type { Call } from './call';

/** Delivery regions and the member's addresses. */
export function addressesCalls(call: Call) {
  return {
    regions: () => call(addressesApi.regions, {}),
    addresses: () => call(addressesApi.list, {}),
    createAddress: (body: AddressBody) => call(addressesApi.create, { body }),
    updateAddress: (id: number, body: AddressBody) => call(addressesApi.update, { params: { id }, body }),
    deleteAddress: (id: number) => call(addressesApi.remove, { params: { id } }),
  };
}
