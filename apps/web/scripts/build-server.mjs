// Bundles the one-process server (API + SSR web) into build/bazar-server.mjs, so `npm start`
// runs plain JavaScript. Workspace packages are bundled; npm packages stay in node_modules.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The server, and the two threads it starts beside it: the Excel import's reader and the
// embedded database.
await build({
  entryPoints: {
    'bazar-server': path.join(webDir, 'server/main.ts'),
    'product-import-reader': path.resolve(webDir, '../api/src/domains/listings/product-import.reader.ts'),
    'pglite-thread': path.resolve(webDir, '../api/src/db/pglite-thread.ts'),
  },
  outdir: path.join(webDir, 'build'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@bazar/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The migrations travel with the bundle; it applies them at start.
await cp(path.resolve(webDir, '../api/drizzle'), path.join(webDir, 'build/drizzle'), { recursive: true });
