import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { defineRoute } from '@bazar/contracts';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';
import { serve } from './contract';
import { openApiPlugin } from './openapi';

let ctx: TestContext;
let text: string;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  ctx = await createTestApp();
  text = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
  document = JSON.parse(text);
});
afterAll(() => ctx.close());

/** The operation whose operationId this is. */
function operation(operationId: string): OpenAPIV3_1.OperationObject {
  for (const item of Object.values(document.paths ?? {}))
    for (const candidate of Object.values(item ?? {}))
      if ((candidate as OpenAPIV3_1.OperationObject)?.operationId === operationId)
        return candidate as OpenAPIV3_1.OperationObject;
  throw new Error(`no operation ${operationId}`);
}

const jsonSchemaOf = (answer: unknown) =>
  (answer as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema as Record<string, unknown>;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 to swagger-parser, and clean to Redocly’s recommended rules', async () => {
    expect(document.openapi).toBe('3.1.0');
    // Throws on the first error, such as a $ref to a schema the document does not hold.
    await SwaggerParser.validate(structuredClone(document));
    const config = await loadConfig({ configPath: path.join(import.meta.dirname, '../../redocly.yaml') });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(problems.map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it('names the shared schemas: the recursive category tree, money, problems and paging', () => {
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['CategoryTreeNode', 'CategoryRef', 'Azn', 'Problem', 'Paging']),
    );
    expect(schemas.CategoryTreeNode?.properties?.children).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/CategoryTreeNode' },
    });
    expect(jsonSchemaOf(operation('getCategoryTree').responses?.[200])).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/CategoryTreeNode' },
    });
    const basket = JSON.stringify(jsonSchemaOf(operation('getBasket').responses?.[200]));
    expect(basket).toContain('"total":{"$ref":"#/components/schemas/Azn"}');
    expect(jsonSchemaOf(operation('listMyOrders').responses?.[200])?.allOf).toContainEqual({
      $ref: '#/components/schemas/Paging',
    });
  });

  it('gives every operation a method name, a summary, a group, who may call it and its problem answers', () => {
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}),
    ) as OpenAPIV3_1.OperationObject[];
    expect(operations.length).toBeGreaterThan(240);
    for (const { operationId, summary, tags, security, responses } of operations) {
      expect(operationId, summary).toMatch(/^[a-z][A-Za-z]+$/);
      expect(summary, operationId).toBeTruthy();
      expect(tags, operationId).toHaveLength(1);
      expect(security, operationId).toBeDefined();
      for (const [status, answer] of Object.entries(responses ?? {}).filter(([code]) => code.startsWith('4')))
        expect(
          (answer as OpenAPIV3_1.ResponseObject).content?.['application/problem+json']?.schema,
          `${operationId} ${status}`,
        ).toEqual({ $ref: '#/components/schemas/Problem' });
    }
    expect(operation('getProductBySlug').security).toEqual([]);
    expect(operation('placeOrder').security).toEqual([{ member: [] }, {}]);
    expect(operation('getProfile').security).toEqual([{ member: [] }]);
    expect(operation('listShopOrders').security).toEqual([{ sellerOrOperator: [] }]);
    expect(operation('adminListOrders').security).toEqual([{ operator: [] }]);
    expect(operation('deletePerson').security).toEqual([{ admin: [] }]);
    expect(Object.keys(operation('getProfile').responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401']),
    );
    // Each problem answer names the codes it may carry, those of the operation's group among them.
    const conflict = operation('placeOrder').responses?.[409] as OpenAPIV3_1.ResponseObject;
    expect(conflict.description).toContain('`checkout.outOfStock`');
    expect(Object.keys(operation('adminListOrders').responses ?? {})).toEqual(
      expect.arrayContaining(['400', '401', '403']),
    );
  });
});

describe('caching', () => {
  it('says which reads answer with an ETag and revalidate to 304 with If-None-Match', () => {
    const product = operation('getProductBySlug');
    expect(Object.keys(product.responses ?? {})).toContain('304');
    expect(JSON.stringify(product.parameters)).toContain('"name":"If-None-Match"');
    expect(Object.keys(operation('getProfile').responses ?? {})).not.toContain('304');
  });
});

describe('a deprecated operation', () => {
  const oldProduct = defineRoute({
    operationId: 'getProductOld',
    method: 'GET',
    path: '/api/v1/Old/Product',
    tags: ['catalog'],
    access: 'public',
    summary: 'A product, the old way',
    answer: z.object({ name: z.string() }),
    errors: [],
    deprecated: { since: '2026-11-01', sunset: '2027-05-01', successor: '/v2/Product' },
  });

  it('answers with Deprecation, Sunset and its successor, and is marked deprecated in the document', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(openApiPlugin);
    serve(app, oldProduct, () => ({ name: 'Kettle' }));
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/v1/Old/Product' });
    expect(answer.json()).toEqual({ name: 'Kettle' });
    expect(answer.headers.deprecation).toBe(`@${Date.UTC(2026, 10, 1) / 1000}`);
    expect(answer.headers.sunset).toBe('Sat, 01 May 2027 00:00:00 GMT');
    expect(answer.headers.link).toBe('</api/v2/Product>; rel="successor-version"');
    const spec = app.swagger() as OpenAPIV3_1.Document;
    expect(spec.paths?.['/api/v1/Old/Product']?.get?.deprecated).toBe(true);
    await app.close();
  });
});
