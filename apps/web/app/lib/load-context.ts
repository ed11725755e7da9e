import type { ApiClient } from './api-client';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API client for this request, already speaking the page's language, with the visitor's session. */
    api: ApiClient;
    /** The same client for a session that begins during this request (after a sign-in). */
    apiFor(token: string): ApiClient;
    /** This answer's Content-Security-Policy nonce, for the inline scripts the page must run. */
    cspNonce: string;
    /** Where people reach the site (PUBLIC_URL, an origin without a trailing slash): absolute links start with it. */
    publicUrl: string;
  }
}
