// `npm start`: serves the built marketplace, building it first when the sources changed since.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfChanged();
await import(pathToFileURL(path.join(root, 'apps/web/build/bazar-server.mjs')).href);
