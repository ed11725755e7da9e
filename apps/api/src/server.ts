import { loadConfig } from './config';
import { closeOnSignals, demoBanner, startPlatform } from './platform';

/** The API alone (the web usually runs it in its own process: see apps/web/server). */
const config = loadConfig();
const app = await startPlatform(config);
closeOnSignals(app);
await app.listen({ port: config.port, host: config.host });
console.log(demoBanner(`http://localhost:${config.port}`, config.seedDemo));
