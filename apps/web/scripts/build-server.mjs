// Bundles the one-process server (API + SSR web) into build/bazar-server.mjs, so `npm start`
// runs plain JavaScript. Workspace packages are bundled; npm packages stay in node_modules.
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(webDir, 'server/main.ts')],
  outfile: path.join(webDir, 'build/bazar-server.mjs'),
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
