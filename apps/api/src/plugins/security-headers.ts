import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrackersConfig } from '../config';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's CSP nonce: the only inline scripts a page may run carry it. */
    scriptNonce: string;
  }
}

/** Where product videos are embedded from (the product page's YouTube player). */
const videoFrames = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** The hosts a source may be loaded from, by CSP directive. */
type Sources = Partial<Record<'script' | 'style' | 'img' | 'font' | 'connect', string[]>>;

/**
 * Google Analytics 4 through gtag.js, after Google's CSP guide for Tag Manager (the tag's script,
 * then its hits as images and requests to the measurement hosts).
 */
const analyticsSources: Sources = {
  script: ['https://www.googletagmanager.com'],
  img: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
};

/** The Maps JavaScript API (address picking), after Google's CSP guide for it: tiles, its fonts, geocoding. */
const mapsSources: Sources = {
  script: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
};

/**
 * What the configured trackers need (spec PRV-05): nothing unless ANALYTICS_ID or MAPS_KEY is set.
 * The policy only permits; the pages load them after the visitor consents.
 */
function trackerSources(trackers: TrackersConfig | undefined): Required<Sources> {
  const chosen = [trackers?.analyticsId ? analyticsSources : {}, trackers?.mapsKey ? mapsSources : {}];
  const merged = (key: keyof Sources) => [...new Set(chosen.flatMap((sources) => sources[key] ?? []))];
  return {
    script: merged('script'),
    style: merged('style'),
    img: merged('img'),
    font: merged('font'),
    connect: merged('connect'),
  };
}

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
 * HSTS on every answer when the site is https (PUBLIC_URL), whatever a proxy says or does not say;
 * otherwise only when the request came over https, since browsers ignore it on http and a local
 * http demo must stay reachable.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      bankOrigins?: string[];
      trackers?: TrackersConfig;
      /** PUBLIC_URL is https: browsers are told to come back over https only. */
      httpsSite?: boolean;
      /** Where browsers post the policy's violation reports (report-uri, and report-to's endpoint). */
      reportPath?: string;
    },
  ) => {
    const trackers = trackerSources(options.trackers);
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (request, reply) => {
      reply.scriptNonce = randomBytes(16).toString('base64');
      (reply.raw as ServerResponse & { scriptNonce: string }).scriptNonce = reply.scriptNonce;
      reply.header('permissions-policy', permissionsPolicy);
      // The Reporting API's endpoint the policy's report-to names (report-uri serves older browsers).
      if (options.reportPath) reply.header('reporting-endpoints', `csp="${options.reportPath}"`);
      if (options.httpsSite || request.protocol === 'https')
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
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${nonceOf(res as ServerResponse)}'`,
            ...trackers.script,
          ],
          styleSrc: ["'self'", "'unsafe-inline'", ...trackers.style],
          imgSrc: ["'self'", 'data:', 'blob:', ...trackers.img],
          fontSrc: ["'self'", 'data:', ...trackers.font],
          connectSrc: ["'self'", ...trackers.connect],
          frameSrc: videoFrames,
          frameAncestors: ["'none'"],
          // A form may lead to the bank's card page (a redirect after the post counts as its target).
          formAction: ["'self'", ...(options.bankOrigins ?? [])],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          ...(options.reportPath ? { reportUri: [options.reportPath], reportTo: ['csp'] } : {}),
        },
      },
    });
  },
  { name: 'security-headers' },
);
