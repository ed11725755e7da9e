import type { ApiClient } from './api-client';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API client for this request, already speaking the page's language. */
    api: ApiClient;
  }
}
