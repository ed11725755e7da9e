import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SquareImage } from '../../../components/responsive-image';
import { useT } from '../../../lib/i18n';
import { ZoomImage } from './zoom-image';

const slideId = (index: number) => `product-photo-${index + 1}`;

/** The photo the strip shows now, from how far it is scrolled. */
const shownIndex = (element: HTMLElement) =>
  Math.round(element.scrollLeft / Math.max(1, element.clientWidth));

/**
 * The product's photos: a strip that snaps photo by photo (swiped on a phone), thumbnails and arrows
 * on larger screens, and zoom under the mouse. Without JavaScript the strip still scrolls and the
 * thumbnails still jump to their photo.
 */
export function ProductGallery({ photos, title }: { photos: string[]; title: string }) {
  const t = useT();
  const strip = useRef<HTMLElement>(null);
  const [active, setActive] = useState(0);
  // A swipe made before the page's script ran moved the strip without telling the counter.
  useEffect(() => {
    if (strip.current) setActive(shownIndex(strip.current));
  }, []);

  if (photos.length === 0) {
    return (
      <div
        className="flex aspect-square items-center justify-center rounded-card bg-surface text-muted"
        role="img"
        aria-label={title}
      >
        <ImageOff className="size-16" aria-hidden />
      </div>
    );
  }

  const show = (index: number) => {
    const element = strip.current;
    if (!element) return;
    const target = Math.max(0, Math.min(photos.length - 1, index));
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setActive(target);
  };
  const arrow =
    'absolute top-1/2 hidden -translate-y-1/2 rounded-full border border-line bg-white/90 p-2 shadow-sm hover:text-accent disabled:opacity-40 sm:block';

  return (
    <div data-testid="product-gallery">
      <div className="relative">
        <section
          ref={strip}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card border border-line bg-white [scrollbar-width:none]"
          onScroll={(event) => setActive(shownIndex(event.currentTarget))}
          aria-roledescription={t('product.gallery')}
          aria-label={title}
        >
          {photos.map((photo, index) => (
            <div
              key={photo}
              id={slideId(index)}
              className="aspect-square w-full shrink-0 snap-center snap-always"
            >
              <ZoomImage
                src={photo}
                alt={index === 0 ? title : `${title} (${index + 1})`}
                eager={index === 0}
              />
            </div>
          ))}
        </section>
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-2`}
              onClick={() => show(active - 1)}
              disabled={active === 0}
              aria-label={t('product.previousPhoto')}
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              className={`${arrow} right-2`}
              onClick={() => show(active + 1)}
              disabled={active === photos.length - 1}
              aria-label={t('product.nextPhoto')}
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
            <p className="absolute right-2 bottom-2 rounded-full bg-ink/70 px-2 py-0.5 text-xs text-white sm:hidden">
              {active + 1}/{photos.length}
            </p>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <ul className="mt-3 hidden gap-2 overflow-x-auto sm:flex" aria-label={t('product.thumbnails')}>
          {photos.map((photo, index) => (
            <li key={photo} className="shrink-0">
              <a
                href={`#${slideId(index)}`}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
                aria-current={index === active ? 'true' : undefined}
                className="block size-16 overflow-hidden rounded-lg border-2 border-line aria-[current]:border-accent"
              >
                <SquareImage
                  src={photo}
                  alt={t('product.photoOf', { index: index + 1, count: photos.length })}
                  size={64}
                  className="size-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
