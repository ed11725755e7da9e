import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { connect } from '../connection';
import { migrate } from '../migrate';
import { isSeeded, seedDemo } from './seed-demo';
import { seedSynthetic } from './seed-synthetic';

/** `npm run seed -- --products 100000 --shops 300`: the demo marketplace grown for benchmarks. */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '0' }, shops: { type: 'string', default: '0' } },
});
const productsWanted = Number(values.products);
const shopsWanted = Number(values.shops);
if (
  !Number.isInteger(productsWanted) ||
  !Number.isInteger(shopsWanted) ||
  productsWanted < 0 ||
  shopsWanted < 0
) {
  console.error('Usage: npm run seed -- [--products N] [--shops N]');
  process.exit(2);
}

const config = loadConfig();
const started = Date.now();
const connection = await connect({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await migrate(connection);
if (!(await isSeeded(connection.db))) {
  console.log('seeding the demo marketplace');
  await seedDemo(connection.db, path.join(config.dataDir, 'uploads'));
}
if (productsWanted > 0 || shopsWanted > 0) {
  await seedSynthetic(connection.db, {
    products: productsWanted,
    shops: shopsWanted,
    log: (message) => console.log(message),
  });
}
await connection.close();
console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
