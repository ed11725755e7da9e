import {
  apiContract,
  type ErrorCodeInfo,
  errorCodes,
  errorCodesFor,
  Problem,
  type ProblemStatus,
  Role,
  type RouteSpec,
  statusesOf,
} from '@bazar/contracts';
import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiGuide } from './openapi-guide';

type RoleNumber = (typeof Role)[keyof typeof Role];

/**
 * Who may call, as OpenAPI security schemes: every one is the same bearer session (`POST /auth`),
 * named for the roles it must have, so a reader and a generator see who may call each operation.
 */
const roleSchemes = [
  { name: 'buyer', roles: [Role.Customer], who: 'a buyer' },
  { name: 'buyerOrOperator', roles: [Role.Customer, Role.Staff, Role.Admin], who: 'a buyer, Staff or Admin' },
  { name: 'seller', roles: [Role.Seller], who: 'a seller' },
  {
    name: 'sellerOrOperator',
    roles: [Role.Seller, Role.Staff, Role.Admin],
    who: 'a seller (for their own shop), or Staff or Admin (for the shop they name with `shopId`)',
  },
  { name: 'operator', roles: [Role.Staff, Role.Admin], who: 'an operator (Staff or Admin)' },
  { name: 'admin', roles: [Role.Admin], who: 'an Admin' },
] as const;

const bearer = (description: string) =>
  ({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description }) as const;

const securitySchemes = {
  member: bearer('The token of any signed-in session, from `POST /api/v1/auth` (signIn).'),
  ...Object.fromEntries(
    roleSchemes.map(({ name, who }) => [name, bearer(`The token of a session of ${who}; others get 403.`)]),
  ),
};

/** The security scheme of a route open to these roles; a new combination needs a named scheme above. */
export function schemeOfRoles(roles: readonly RoleNumber[]): string {
  const key = [...roles].sort().join();
  const scheme = roleSchemes.find((candidate) => [...candidate.roles].sort().join() === key);
  if (!scheme) throw new Error(`No OpenAPI security scheme for roles ${key}`);
  return scheme.name;
}

/** The document's groups of operations (each route's `tags`), in the order the API page lists them. */
const tags = [
  { name: 'accounts', description: 'Registration, signing in and out, sessions, password and profile.' },
  { name: 'catalog', description: 'Categories, products and combos, as buyers browse them.' },
  {
    name: 'search',
    description: 'Suggestions while typing and search results; the synonyms operators keep.',
  },
  { name: 'home', description: "The home page's shelves, banners and counts." },
  { name: 'sellers', description: "A shop's public profile, and a seller's own shop." },
  { name: 'wishlist', description: "The buyer's wishlist, and a guest's merged at sign-in." },
  { name: 'basket', description: "The basket, and a guest's merged at sign-in." },
  { name: 'stock-requests', description: 'Being told when a product is back in stock.' },
  {
    name: 'checkout',
    description: 'Placing an order: the buyer, the phone, promo codes and the order itself.',
  },
  { name: 'payments', description: 'How an order is paid: methods, card payments at the bank, cash.' },
  { name: 'wallet', description: 'The Bazar wallet: balance, history and top-ups.' },
  { name: 'instalments', description: 'Instalment plans offered at checkout.' },
  { name: 'credit', description: 'Credit requests to a bank, and their decisions.' },
  { name: 'giftCards', description: 'Gift cards: buying, adding to the wallet and checking one.' },
  { name: 'promotions', description: "Campaigns and the buyer's promo codes." },
  {
    name: 'orders',
    description: "The buyer's orders, a guest's order by its code, cancelling and feedback.",
  },
  { name: 'addresses', description: "The buyer's delivery addresses and the regions to choose from." },
  { name: 'notifications', description: 'Notifications, their settings, and push tokens of the mobile app.' },
  { name: 'privacy', description: 'Copies of one’s data, restriction, deletion, consents and legal texts.' },
  { name: 'content', description: 'Blog, FAQ, pages and messages to support.' },
  { name: 'seller', description: "A seller's products and orders, in the seller cabinet." },
  { name: 'seller products', description: 'Adding and editing products, one by one or from Excel.' },
  { name: 'seller cabinet', description: "A shop's settings, sales and statistics." },
  { name: 'Admin', description: 'The back office, for operators (Staff and Admin).' },
  { name: 'ClientError', description: 'Reports of pages that could not be shown, for operators to see.' },
  {
    name: 'development',
    description: 'Outboxes of texts and e-mails on development servers (not in production).',
  },
  { name: 'health', description: 'Whether a node can serve, for load balancers.' },
];

/** What each problem status means, said once for every operation that may answer it. */
const problemMeanings: Record<ProblemStatus, string> = {
  400: 'The request is malformed or a field is invalid: `error.validation` with the fields in `errors`, or `error.badRequest`.',
  401: 'No session was sent, or it has ended or expired (`error.unauthorized`): sign in again.',
  403: "The session's role may not make this call, or the account may not (`error.forbidden`).",
  404: 'What the path or query names does not exist, or is not the caller’s (`error.notFound`).',
  409: 'The call conflicts with the current state (for example out of stock, or already decided).',
  413: 'The body or the file is too large.',
  415: 'The body is not JSON (or, for an upload, not multipart/form-data).',
  422: 'The input is well formed but cannot be done (`errors` says which field).',
  429: 'Too many attempts: wait the seconds in `Retry-After` (`error.rateLimited`).',
  503: 'A service Bazar depends on (a bank, the SMS gateway) does not answer: try again later.',
};

/**
 * A problem answer in OpenAPI: application/problem+json with the Problem schema, said with the
 * codes it may carry for the route's group (those every operation may give included).
 */
export function problemAnswer(status: ProblemStatus, route?: RouteSpec) {
  const codes = errorCodesFor(route?.tags ?? [], status);
  return {
    description: `${problemMeanings[status]}${codes.length ? ` Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.` : ''}`,
    content: { 'application/problem+json': { schema: Problem } },
  };
}

/** The guide's table of every code: status, meaning. */
function errorCodeTable(): string {
  const rows = (Object.entries(errorCodes) as [string, ErrorCodeInfo][]).map(
    ([code, info]) =>
      `| \`${code}\` | ${statusesOf(info).join(', ')} | ${info.meaning.replaceAll('|', '\\|')} |`,
  );
  return ['| code | status | what it means |', '| --- | --- | --- |', ...rows].join('\n');
}

type Document = ReturnType<SwaggerTransformObject>;

/** The headers the spec has every request carry, so that typed clients can send them. */
const commonParameters = {
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    description: "The caller's language: az (the default), en or ru; texts and problems come in it.",
    schema: { type: 'string', examples: ['az', 'en', 'ru'] },
  },
  FromMobileApp: {
    name: 'fromMobileApp',
    in: 'header',
    description:
      'The spec’s flag: true from the mobile app and small screens. Accepted; no answer depends on it.',
    schema: { type: 'boolean' },
  },
};
const everyCallsHeaders = Object.keys(commonParameters).map((name) => ({
  $ref: `#/components/parameters/${name}`,
}));

/** Names of the component schemas a part of the document refers to, directly. */
function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item.replace('#/components/schemas/', ''));
      else refsIn(item, found);
    }
  return found;
}

interface Operation {
  operationId: string;
  parameters?: unknown[];
  responses: Record<string, { description?: string; headers?: Record<string, unknown> }>;
}

/** The reads that answer with an ETag and revalidate (`cache: 'etag'` in the contract table). */
const cachedOperations = new Set(
  Object.values(apiContract)
    .flatMap((calls) => Object.values(calls) as RouteSpec[])
    .filter((route) => route.cache === 'etag')
    .map((route) => route.operationId),
);

/** A cached read's ETag on its answer, If-None-Match on its request and its 304. */
function describeEtags(operation: Operation): void {
  const etag = {
    description: 'A weak validator of this answer: send it back in If-None-Match.',
    schema: { type: 'string' },
  };
  operation.parameters?.push({
    name: 'If-None-Match',
    in: 'header',
    description: 'The ETag of the answer kept: 304 with no body while it is current.',
    schema: { type: 'string' },
  });
  const success = operation.responses['200'];
  if (success) success.headers = { ...success.headers, ETag: etag };
  operation.responses['304'] = {
    description: 'Not modified: the ETag sent in If-None-Match is current, so reuse the answer kept.',
    headers: { ETag: etag },
  };
}

/**
 * The named schemas as zod's registry gives them, less those nothing uses: the registry makes an
 * input and an output copy of each, and most are used one way only.
 */
const withComponents: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Document & {
    components: { schemas: Record<string, unknown> };
  };
  const schemas = document.components.schemas;
  const used = refsIn(document.paths, new Set());
  for (let grew = true; grew; ) {
    const before = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
    grew = used.size > before;
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item ?? {}) as Operation[]) {
      operation.parameters = [...(operation.parameters ?? []), ...everyCallsHeaders];
      if (cachedOperations.has(operation.operationId)) describeEtags(operation);
    }
  return {
    ...document,
    components: { ...document.components, schemas: kept, parameters: commonParameters },
  } as Document;
};

/**
 * The OpenAPI 3.1 document at /api/docs/json (and the page at /api/docs), made from the contract
 * route table as the routes register: zod schemas with an id become named components.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Bazar API', version: '1', description: apiGuide(errorCodeTable()) },
        servers: [{ url: '/' }],
        tags,
        components: { securitySchemes },
      },
      transform: jsonSchemaTransform,
      transformObject: withComponents,
    });
    // Groups start closed: with some 250 operations open the page takes seconds to draw them all.
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
  },
  { name: 'openapi' },
);
