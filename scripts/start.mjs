// `npm start`: serves the built marketplace; on a fresh clone it builds first.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/web/build/bazar-server.mjs');
if (!existsSync(server)) {
  console.log('No build found: building Bazar once (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(server).href);
