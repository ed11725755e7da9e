import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonce: the only inline scripts a page may run carry it. */
    scriptNonce: string;
  }
}

/** Where product videos are embedded from (the product page's YouTube player). */
const videoFrames = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** Features no page of ours uses are switched off, so an injected script cannot ask for them either. */
const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=(self)',
  'usb=()',
].join(', ');

/**
 * For the few answers Fastify sends before any hook runs (an address it cannot decode): a problem
 * document that loads nothing and may not be framed.
 */
export const hooklessAnswerHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
};

const nonceOf = (res: ServerResponse) => (res as ServerResponse & { scriptNonce: string }).scriptNonce;

/**
 * The headers every answer carries (pages, API, assets, media), through helmet. Scripts run only
 * from this site or with the answer's nonce (React Router's inline hydration scripts get it through
 * the web's entry); styles may be inline (React style attributes, charts) since they cannot run code.
 * HSTS only when the request came over https, since browsers ignore it on http and a local
 * http demo must stay reachable.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { bankOrigins?: string[] }) => {
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (request, reply) => {
      reply.scriptNonce = randomBytes(16).toString('base64');
      (reply.raw as ServerResponse & { scriptNonce: string }).scriptNonce = reply.scriptNonce;
      reply.header('permissions-policy', permissionsPolicy);
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
    await app.register(helmet, {
      global: true,
      hsts: false,
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res as ServerResponse)}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: videoFrames,
          frameAncestors: ["'none'"],
          // A form may lead to the bank's card page (a redirect after the post counts as its target).
          formAction: ["'self'", ...(options.bankOrigins ?? [])],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
    });
  },
  { name: 'security-headers' },
);
