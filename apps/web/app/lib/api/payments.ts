import { paymentsApi } from '@bazar/contracts';
import type { Call } from './call';

/** The payment types checkout offers. */
export function paymentsCalls(call: Call) {
  return {
    paymentMethods: () => call(paymentsApi.methods, {}),
  };
}
