// Writes a brotli (quality 11) and a gzip (level 9) copy beside each hashed JS/CSS asset, which
// @fastify/static serves as they are (`preCompressed`): the best compression once at build time
// instead of quality 4 on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client/assets');
for (const name of await readdir(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
}
