import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Writes the client's types from a running Bazar's OpenAPI document, as a third party would with
 * `npx openapi-typescript http://host/api/docs/json`; the file is generated, never committed.
 * openapi-typescript validates the document first and fails on any error in it.
 *
 *   npx node packages/api-client/src/generate.ts http://127.0.0.1:3000
 */
const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const target = new URL('../generated/bazar-api.d.ts', import.meta.url);

const ast = await openapiTS(new URL('/api/docs/json', origin), { silent: true });
await mkdir(new URL('./', target), { recursive: true });
await writeFile(target, astToString(ast));
console.log(`Wrote ${fileURLToPath(target)}`);
