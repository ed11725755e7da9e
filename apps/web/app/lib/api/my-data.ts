import { type DeleteAccountBody, privacyApi } from '@bazar/contracts';
import type { Call } from './call';

/** The profile's "My data" (PRV-04): copies of the data, restricting its use, deleting the account. */
export function myDataCalls(call: Call) {
  const api = privacyApi;
  return {
    privacyState: () => call(api.state, {}),
    dataExports: () => call(api.exports, {}),
    requestDataExport: () => call(api.requestExport, {}),
    dataExportJson: (id: number) => call(api.exportJson, { params: { id } }),
    dataExportHtml: (id: number) => call(api.exportHtml, { params: { id } }),
    restrictProcessing: (restricted: boolean) => call(api.restrict, { body: { restricted } }),
    sendDeletionCode: () => call(api.deletionCode, {}),
    deleteAccount: (body: DeleteAccountBody) => call(api.deleteAccount, { body }),
  };
}
