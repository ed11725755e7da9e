// Draws the favicon set from public/favicon.svg: favicon.ico (16 and 32 px) for old browsers and
// feed readers, apple-touch-icon.png, and the web app manifest's icons (192 and 512 px, and a
// maskable one whose mark stays inside the safe zone). Run it after changing the logo:
// `node apps/web/scripts/make-icons.mjs`; the images are committed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const logo = await readFile(path.join(publicDir, 'favicon.svg'));
/** The logo's own background, for icons that platforms crop or mask. */
const brand = '#6d28d9';

/** The logo at `size` px, transparent corners as drawn. */
const drawn = (size) =>
  sharp(logo, { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();

/** The logo's mark at `scale` of a full-bleed square of the brand colour (no transparent corners). */
async function fullBleed(size, scale) {
  const inner = Math.round(size * scale);
  const mark = await drawn(inner);
  return sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

await writeFile(path.join(publicDir, 'favicon.ico'), await pngToIco([await drawn(32), await drawn(16)]));
await writeFile(path.join(publicDir, 'apple-touch-icon.png'), await fullBleed(180, 1));
await writeFile(path.join(publicDir, 'icon-192.png'), await drawn(192));
await writeFile(path.join(publicDir, 'icon-512.png'), await drawn(512));
// Maskable icons may be cut to a circle of 80 % of their width.
await writeFile(path.join(publicDir, 'icon-maskable-512.png'), await fullBleed(512, 0.7));
