import { Readable } from 'node:stream';
import { loadAllMessages, translate } from '@bazar/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createApiClient, type RequestIdentity, type Transport } from '../app/lib/api-client';
import { httpsSiteHeader, readCookie } from '../app/lib/cookies';
import { sessionEnded } from '../app/lib/guard.server';
import { localizePath, splitLangPath } from '../app/lib/language';
import { type WebContext, webContext } from '../app/lib/load-context';
import { tokenCookie } from '../app/lib/session';
import { shopFromHost } from '../app/lib/shop-host';

export interface WebOptions {
  /** The React Router server build, or a function giving the current one (the dev server reloads it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  /** Where the API is when it runs elsewhere (API_URL); otherwise it is called in-process. */
  apiUrl?: string;
  /** Where people reach the site (PUBLIC_URL): its host name is the one shop subdomains hang off. */
  publicUrl: string;
  /** Google's analytics pixel and map (ANALYTICS_ID, MAPS_KEY), offered to visitors who consent. */
  trackers?: WebContext['trackers'];
  /** The sandbox bank on a public site (ALLOW_TEST_PAYMENTS): every page shows the test band. */
  testPayments?: boolean;
}

/** Google posts its sign-in answer from its own site; that page checks the flow's state itself. */
const crossSitePosts = new Set(['/auth/google/callback']);

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/**
 * A form post sent by another site (cross-site request forgery): its Origin, or its Referer when
 * there is no Origin, names another host. A request naming neither does not come from a web page.
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  if (crossSitePosts.has(request.url.split('?')[0] ?? '')) return false;
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  return hostOf(source) !== request.host;
}

/**
 * A shop subdomain's front page is the shop's seller page. It is a redirect, not a rewrite: the
 * browser's router hydrates from the address it sees, so the address must name the page it got.
 */
function shopFrontPage(request: FastifyRequest, marketplaceHost: string): string | null {
  const shop = shopFromHost(request.host, marketplaceHost);
  if (!shop) return null;
  const [path = '/', search] = request.url.split(/\?(.*)/s);
  const { lang, rest } = splitLangPath(path);
  if (rest !== '/') return null;
  return localizePath(`/seller-page/${shop}`, lang) + (search ? `?${search}` : '');
}

/** The largest page post: a 10 MB photo or Excel file with its form fields. */
const pageBodyLimit = 12 * 1024 * 1024;

/** Page actions read their body as a form; anything else (no type, cut short, JSON) is the caller's 400. */
async function isForm(contentType: string | undefined, body: Buffer | undefined): Promise<boolean> {
  if (!contentType) return false;
  try {
    await new Response(body ? new Uint8Array(body) : '', {
      headers: { 'content-type': contentType },
    }).formData();
    return true;
  } catch {
    return false;
  }
}

function toWebRequest(request: FastifyRequest, httpsSite: boolean): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  headers.delete(httpsSiteHeader);
  if (httpsSite) headers.set(httpsSiteHeader, '1');
  // React Router refuses an action posted from another origin (400), Google's form_post included:
  // that one reaches the page without its Origin. Its action only hands the token back to the
  // browser, which posts it again from this site with the flow's state cookie.
  if (request.method === 'POST' && crossSitePosts.has(request.url.split('?')[0] ?? ''))
    headers.delete('origin');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array((request.body as Buffer | undefined) ?? []) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  // No body (a HEAD, a redirect): send none, rather than `null` as JSON.
  return reply.send(response.body ? Readable.fromWeb(response.body as never) : undefined);
}

/** The router context a page's loaders and actions read the request's WebContext from. */
function contextOf(web: WebContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webContext, web);
  return context;
}

/** Every path the API and the static files do not answer is a page rendered by React Router. */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  // Pages are rendered in every language.
  await loadAllMessages();
  const inProcess: Transport = async (path, init) => {
    const result = await app.inject({
      method: init.method as 'GET',
      url: `/api/v1${path}`,
      headers: init.headers,
      // inject takes bytes as a Buffer (a bare Uint8Array would be sent as JSON).
      payload: typeof init.body === 'string' || !init.body ? init.body : Buffer.from(init.body),
      remoteAddress: init.clientIp,
    });
    // A 204 (or 304) may not carry a body, not even an empty one.
    const bodyless = result.statusCode === 204 || result.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(result.rawPayload), {
      status: result.statusCode,
      headers: result.headers as Record<string, string>,
    });
  };
  const remote: Transport = (path, { clientIp, ...init }) =>
    fetch(`${options.apiUrl}/api/v1${path}`, {
      ...init,
      headers: clientIp ? { ...init.headers, 'x-forwarded-for': clientIp } : init.headers,
    });
  const transport = options.apiUrl ? remote : inProcess;

  const handlerFor = async () => {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    return createRequestHandler(build, options.mode);
  };
  const staticHandler = typeof options.build === 'function' ? null : await handlerFor();
  const marketplaceHost = new URL(options.publicUrl).hostname;
  const publicUrl = new URL(options.publicUrl).origin;
  const trackers = options.trackers ?? {};
  const testPayments = options.testPayments === true;
  // An https site (PUBLIC_URL) sets its cookies (the session's among them) Secure whatever a proxy
  // says or does not say.
  const httpsSite = new URL(options.publicUrl).protocol === 'https:';

  await app.register(async (web) => {
    // The page's own form posts are read by React Router; here they are only taken in whole.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: pageBodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    web.all('/*', { schema: { hide: true } }, async (request, reply) => {
      if (fromAnotherSite(request)) return reply.status(403).send();
      const lang = splitLangPath(request.url.split('?')[0] ?? '/').lang;
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        !(await isForm(request.headers['content-type'], request.body as Buffer | undefined))
      )
        return reply.status(400).type('text/plain; charset=utf-8').send(translate('error.badRequest', lang));
      const shopPage =
        request.method === 'GET' || request.method === 'HEAD'
          ? shopFrontPage(request, marketplaceHost)
          : null;
      if (shopPage) return reply.redirect(shopPage, 302);
      const cookies = request.headers.cookie;
      const webRequest = toWebRequest(request, httpsSite);
      const identity: RequestIdentity = {
        lang,
        fromMobileApp: readCookie(cookies, 'fromMobileApp') === 'true',
        token: readCookie(cookies, tokenCookie),
        clientIp: request.ip,
        userAgent: request.headers['user-agent'],
        sessionEnded: () => sessionEnded(webRequest),
      };
      const api = createApiClient(transport, identity);
      const apiFor = (token: string) => createApiClient(transport, { ...identity, token });
      const handle = staticHandler ?? (await handlerFor());
      return sendWebResponse(
        reply,
        await handle(
          webRequest,
          contextOf({ api, apiFor, cspNonce: reply.scriptNonce, publicUrl, trackers, testPayments }),
        ),
      );
    });
  });
}
