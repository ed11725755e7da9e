import {
  type ClientErrorBody,
  type ClientErrorsQuery,
  type CspReportsQuery,
  clientErrorsApi,
} from '@bazar/contracts';
import type { Call } from './call';

/** Pages that could not be shown: the error page reports one; the back office lists them. */
export function clientErrorsCalls(call: Call) {
  return {
    reportClientError: (body: ClientErrorBody) => call(clientErrorsApi.report, { body }),
    clientErrors: (query: ClientErrorsQuery) => call(clientErrorsApi.list, { query }),
    cspReports: (query: CspReportsQuery) => call(clientErrorsApi.cspReports, { query }),
  };
}
