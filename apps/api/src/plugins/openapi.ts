import { Problem, type ProblemStatus, Role, type RouteSpec } from '@bazar/contracts';
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
  { name: 'search', description: 'Suggestions while typing and search results; the synonyms operators keep.' },
  { name: 'home', description: "The home page's shelves, banners and counts." },
  { name: 'sellers', description: "A shop's public profile, and a seller's own shop." },
  { name: 'wishlist', description: "The buyer's wishlist, and a guest's merged at sign-in." },
  { name: 'basket', description: "The basket, and a guest's merged at sign-in." },
  { name: 'stock-requests', description: 'Being told when a product is back in stock.' },
  { name: 'checkout', description: 'Placing an order: the buyer, the phone, promo codes and the order itself.' },
  { name: 'payments', description: 'How an order is paid: methods, card payments at the bank, cash.' },
  { name: 'wallet', description: 'The Bazar wallet: balance, history and top-ups.' },
  { name: 'instalments', description: 'Instalment plans offered at checkout.' },
  { name: 'credit', description: 'Credit requests to a bank, and their decisions.' },
  { name: 'giftCards', description: 'Gift cards: buying, adding to the wallet and checking one.' },
  { name: 'promotions', description: "Campaigns and the buyer's promo codes." },
  { name: 'orders', description: "The buyer's orders, a guest's order by its code, cancelling and feedback." },
  { name: 'addresses', description: "The buyer's delivery addresses and the regions to choose from." },
  { name: 'notifications', description: 'Notifications, their settings, and push tokens of the mobile app.' },
  { name: 'privacy', description: 'Copies of one’s data, restriction, deletion, consents and legal texts.' },
  { name: 'content', description: 'Blog, FAQ, pages and messages to support.' },
  { name: 'seller', description: "A seller's products and orders, in the seller cabinet." },
  { name: 'seller products', description: 'Adding and editing products, one by one or from Excel.' },
  { name: 'seller cabinet', description: "A shop's settings, sales and statistics." },
  { name: 'Admin', description: 'The back office, for operators (Staff and Admin).' },
  { name: 'ClientError', description: 'Reports of pages that could not be shown, for operators to see.' },
  { name: 'development', description: 'Outboxes of texts and e-mails on development servers (not in production).' },
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

/** A problem answer in OpenAPI: application/problem+json with the Problem schema. */
export function problemAnswer(status: ProblemStatus, _route?: RouteSpec) {
  return {
    description: problemMeanings[status],
    content: { 'application/problem+json': { schema: Problem } },
  };
}

type Document = ReturnType<SwaggerTransformObject>;

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
  return { ...document, components: { ...document.components, schemas: kept } } as Document;
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
        info: { title: 'Bazar API', version: '1', description: apiGuide },
        servers: [{ url: '/' }],
        tags,
        components: { securitySchemes },
      },
      transform: jsonSchemaTransform,
      transformObject: withComponents,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
