import { createContext, type RouterContext, type RouterContextProvider } from 'react-router';
import type { ApiClient } from './api-client';

/** What the web server gives every loader and action of a request. */
export interface WebContext {
  /** The API client for this request, already speaking the page's language, with the visitor's session. */
  api: ApiClient;
  /** The same client for a session that begins during this request (after a sign-in). */
  apiFor(token: string): ApiClient;
  /** This answer's Content-Security-Policy nonce, for the inline scripts the page must run. */
  cspNonce: string;
  /** Where people reach the site (PUBLIC_URL, an origin without a trailing slash): absolute links start with it. */
  publicUrl: string;
  /** Google's analytics pixel and map, when configured (ANALYTICS_ID, MAPS_KEY): loaded only after consent. */
  trackers: { analyticsId?: string; mapsKey?: string };
  /** Card payments go to the sandbox bank on a public site (ALLOW_TEST_PAYMENTS): no real money moves. */
  testPayments?: boolean;
}

/**
 * The router context key that carries the WebContext. A key is matched by identity, and in
 * production the server bundle (which sets it) and the React Router build (whose loaders read it)
 * each carry their own copy of this module, so the one key is kept on the process under a
 * registered symbol.
 */
const keyName = Symbol.for('bazar.webContext');
const registry = globalThis as { [keyName]?: RouterContext<WebContext> };
registry[keyName] ??= createContext<WebContext>();
export const webContext: RouterContext<WebContext> = registry[keyName];

/** A loader's or action's `context`. */
export type RouteContext = Readonly<RouterContextProvider>;

/** This request's WebContext, from a loader's or action's `context`. */
export const webOf = (context: RouteContext): WebContext => context.get(webContext);
