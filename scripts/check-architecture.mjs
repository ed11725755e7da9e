#!/usr/bin/env node
// The structural targets of docs/architecture.md, checked together (`npm run check:architecture`):
// - the API's domain boundaries: no import of another domain's insides outside the allow-list (at most
//   ten entries, each with its ADR), no loop between domains, no service class over 25 public methods
//   (apps/api/src/test/boundaries.test.ts, which `npm test` runs too);
// - no import loop among the web's files, and no shared component importing a feature (scripts/import-cycles.mjs);
// - duplicated code: at most 200 pairs that are not boilerplate, where the `duplicates` command of the
//   project's machines is installed (it is not an npm package; elsewhere this check says it was skipped).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const results = [];

const boundaries = run('npx', ['vitest', 'run', '--config', 'scripts/boundaries.vitest.config.mjs']);
results.push(['API domain boundaries (boundaries.test.ts)', boundaries.status === 0, boundaries.stdout]);

const loops = run(process.execPath, ['scripts/import-cycles.mjs']);
results.push(['web import loops (import-cycles.mjs)', loops.status === 0, loops.stdout]);

const duplicates = run('duplicates', ['--seconds', '300', '--most', '1']);
if (duplicates.error) {
  console.log('skipped: duplicated code (the `duplicates` command is not installed here)');
} else {
  const [summary = ''] = duplicates.stdout.split('\n');
  const pairs = Number(/^(\d+) pairs/.exec(summary)?.[1] ?? 0);
  const boilerplate = Number(/(\d+) of those marked boilerplate/.exec(summary)?.[1] ?? 0);
  const counted = pairs - boilerplate;
  results.push([`duplicated code: ${counted} pairs not boilerplate (at most 200)`, counted <= 200, summary]);
}

for (const [name, ok, detail] of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) console.log(detail.trim().replace(/^/gm, '     '));
}
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
