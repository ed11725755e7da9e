import { PassThrough } from 'node:stream';
import { loadAllMessages } from '@bazar/contracts';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { type RouteContext, webOf } from './lib/load-context';
import { NonceProvider } from './lib/nonce';

export const streamTimeout = 5_000;

// The pages' build holds its own copy of the messages module (the server's is loaded in
// web-handler.ts): every language is loaded before the first page renders in it.
await loadAllMessages();

/**
 * React Router's own Node entry, with one change: every inline script it writes (hydration data,
 * scroll restoration, the module loader) carries the answer's CSP nonce, so the policy needs no
 * 'unsafe-inline' for scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouteContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = webOf(loadContext).cspNonce;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once rather than streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is sent are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
