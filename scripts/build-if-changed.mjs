// Builds the app (`npm run build`) unless the last build was made from the same sources, so that
// `npm start` and `npm test` share one build and neither rebuilds what the other just built.
import { execFileSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/web/build/bazar-server.mjs');
const stamp = path.join(root, 'apps/web/build/.source-hash');
/** What the build is made of: the web, the API it bundles, the contracts and the locked packages. */
const inputs = ['apps/web', 'apps/api', 'packages/contracts', 'package.json', 'package-lock.json'];

/** A hash of every source file git would commit (edits not yet committed included); null without git. */
function sourceHash() {
  let listed;
  try {
    listed = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...inputs],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.split('\n').filter(Boolean))].sort()) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    hash.update(file).update('\0').update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

export function buildIfChanged() {
  const hash = sourceHash();
  if (hash && existsSync(server) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log('The build is up to date with the sources: not building again.');
    return;
  }
  console.log(
    existsSync(server)
      ? 'The sources changed since the last build: building (npm run build)...'
      : 'No build found: building Bazar (npm run build)...',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  if (hash) writeFileSync(stamp, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfChanged();
