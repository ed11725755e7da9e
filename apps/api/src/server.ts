import { loadConfig } from './config';
import { demoBanner, startPlatform } from './platform';

/** The API alone (the web usually runs it in its own process: see apps/web/server). */
const config = loadConfig();
const app = await startPlatform(config);
await app.listen({ port: config.port, host: config.host });
console.log(demoBanner(`http://localhost:${config.port}`, config.seedDemo));
