/** Uploaded and generated files are served under this path. */
export const mediaPrefix = '/media/';

/**
 * Every image under /media/ is a WebP kept at most 1200 px wide under the path the API gives, with
 * smaller copies beside it: `a.webp`, `a-400.webp`, `a-800.webp` (each at most that wide, never
 * enlarged). The web lists them in `srcset`; the 800 one is the 400 one at twice the density.
 */
export const imageWidths = { stored: 1200, variants: [400, 800] } as const;

/** The copy of a stored image at a variant width: `products/s1/ab.webp` → `products/s1/ab-400.webp`. */
export const imageVariantPath = (path: string, width: number) => path.replace(/\.webp$/, `-${width}.webp`);
