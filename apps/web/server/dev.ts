import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeOnSignals, demoBanner, loadConfig, registerMedia, startPlatform, uploadsDir } from '@bazar/api';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { registerWeb } from './web-handler';

/** `npm run dev`: the same one-process server, with Vite serving and hot-reloading the web. */
const config = loadConfig();
const app = await startPlatform(config);
closeOnSignals(app);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Hot reload talks over this server's own port, which the pages' policy (connect-src 'self') allows.
const vite = await createServer({
  root: webDir,
  server: { middlewareMode: true, hmr: { server: app.server } },
  appType: 'custom',
});

await app.register(middie);
app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
await registerMedia(app, uploadsDir(config));
await registerWeb(app, {
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  mode: 'development',
  apiUrl: process.env.API_URL,
  publicUrl: config.publicUrl,
  trackers: config.trackers,
  testPayments: config.payments.testPayments === true,
});

await app.listen({ port: config.port, host: config.host });
console.log(demoBanner(`http://localhost:${config.port}`, config.seedDemo));
