import { imageVariantPath, imageWidths, mediaPrefix } from '@bazar/contracts';
import type { ImgHTMLAttributes } from 'react';

/**
 * How wide an image shows at each breakpoint (`sizes`), for the places whose width follows the
 * page's: the browser picks the smallest file of `srcSet` that fills it at the screen's density.
 * Pages are at most 1280 px wide with 16 px margins; breakpoints are Tailwind's (640, 1024, 1280).
 */
export const imageSizes = {
  /** A product or combo card: 2 to a row on phones, 3 from 640 px, 4 from 1024 px, 5 (≈240 px) from 1280 px. */
  card: '(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  /**
   * The product page's photo: the page's width below 1024 px; above, 5/11 of it beside the details,
   * taken twice as wide because the photo doubles under the mouse (zoom-image.tsx).
   */
  gallery:
    '(min-width: 1280px) 1100px, (min-width: 1024px) calc((100vw - 72px) * 10 / 11), calc(100vw - 32px)',
  /** A banner across the page (the home page's campaign, a campaign's own page). */
  pageWide: '(min-width: 1280px) 1248px, calc(100vw - 32px)',
  /** A third of the page from 640 px (campaigns and posts on the home page), the page's width below. */
  third: '(min-width: 1280px) 405px, (min-width: 640px) 33vw, calc(100vw - 32px)',
} as const;

/**
 * `src`, `srcSet` and `sizes` for an image: a WebP under /media/ lists its 400, 800 and 1200 px
 * files; any other image (a default logo, a picture not uploaded yet) is only itself.
 */
export function responsiveSources(
  url: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  if (!url.startsWith(mediaPrefix) || !url.endsWith('.webp')) return { src: url };
  const srcSet = [
    ...imageWidths.variants.map((width) => `${imageVariantPath(url, width)} ${width}w`),
    `${url} ${imageWidths.stored}w`,
  ].join(', ');
  return { src: url, srcSet, sizes };
}

type ResponsiveImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'decoding'
> & {
  src: string;
  alt: string;
  /** How wide the image shows: a fixed `48px`, or one of `imageSizes`. */
  sizes: string;
  /** The shape it is shown in, so the page does not move when it arrives. */
  width: number;
  height: number;
};

/**
 * An uploaded or generated image (product photo, shop logo, banner) in the size its place needs.
 * Lazy unless the caller says otherwise (the first image above the fold loads at once).
 */
export function ResponsiveImage({ src, sizes, loading = 'lazy', alt, ...rest }: ResponsiveImageProps) {
  return <img {...rest} {...responsiveSources(src, sizes)} alt={alt} loading={loading} decoding="async" />;
}

/** A square image shown at a fixed size (a logo, a line's or a thumbnail's photo): `size` px wide and high. */
export function SquareImage({
  size,
  ...rest
}: Omit<ResponsiveImageProps, 'sizes' | 'width' | 'height'> & { size: number }) {
  return <ResponsiveImage {...rest} sizes={`${size}px`} width={size} height={size} />;
}
