import { secondFactorApi, type VerifySecondFactorBody } from '@bazar/contracts';
import type { Call } from './call';

/** Operators' second factor: where the session stands, enrollment, the code step, an Admin's reset. */
export function secondFactorCalls(call: Call) {
  const api = secondFactorApi;
  return {
    secondFactorStatus: () => call(api.status, {}),
    startSecondFactorEnrollment: () => call(api.startEnrollment, {}),
    confirmSecondFactorEnrollment: (code: string) => call(api.confirmEnrollment, { body: { code } }),
    verifySecondFactor: (body: VerifySecondFactorBody) => call(api.verify, { body }),
    resetSecondFactor: (id: number) => call(api.reset, { params: { id } }),
  };
}
