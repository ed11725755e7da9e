import { useRef, useState } from 'react';
import { imageSizes, ResponsiveImage } from '../../../components/responsive-image';
import { useT } from '../../../lib/i18n';

/**
 * A photo that enlarges under a mouse (following the pointer) and on a click or Enter; touch is left
 * to swiping between photos.
 */
export function ZoomImage({ src, alt, eager }: { src: string; alt: string; eager: boolean }) {
  const t = useT();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const pointer = useRef<string>('mouse');
  const follow = (event: React.PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <button
      type="button"
      className="block size-full cursor-zoom-in overflow-hidden aria-pressed:cursor-zoom-out"
      aria-pressed={zoomed}
      aria-label={t('product.zoom', { title: alt })}
      onPointerDown={(event) => {
        pointer.current = event.pointerType;
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        follow(event);
        setZoomed(true);
      }}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') follow(event);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setZoomed(false);
      }}
      onClick={(event) => {
        if (pointer.current === 'touch') return;
        if (event.detail === 0) setOrigin('50% 50%');
        setZoomed((value) => !value);
      }}
    >
      <ResponsiveImage
        src={src}
        alt={alt}
        sizes={imageSizes.gallery}
        width={600}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        draggable={false}
        className="size-full object-contain transition-transform duration-150"
        style={{ transform: zoomed ? 'scale(2)' : undefined, transformOrigin: origin }}
      />
    </button>
  );
}
