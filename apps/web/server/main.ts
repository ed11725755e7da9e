import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeOnSignals, demoBanner, loadConfig, registerMedia, startPlatform, uploadsDir } from '@bazar/api';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { registerWeb } from './web-handler';

/** Production: `npm run build` first; this serves the API, the built assets and the SSR pages on one port. */
const started = performance.now();
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig({ NODE_ENV: 'production', ...process.env });
const app = await startPlatform(config);
closeOnSignals(app);

await app.register(fastifyStatic, {
  root: path.join(buildDir, 'client'),
  wildcard: false,
  // build/client/assets holds a .br and a .gz of each script and style (scripts/precompress.mjs).
  preCompressed: true,
  setHeaders: (reply, file) => {
    if (file.includes(`${path.sep}assets${path.sep}`))
      reply.header('cache-control', 'public, max-age=31536000, immutable');
  },
});
await registerMedia(app, uploadsDir(config), '7d');
const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
await registerWeb(app, {
  build,
  mode: 'production',
  apiUrl: process.env.API_URL,
  publicUrl: config.publicUrl,
  trackers: config.trackers,
  testPayments: config.payments.testPayments === true,
});

await app.listen({ port: config.port, host: config.host });
console.log(demoBanner(`http://localhost:${config.port}`, config.seedDemo));
app.log.info({ startupMs: Math.round(performance.now() - started) }, 'ready');
