import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Which ends of a horizontal scroller hide more of its content. */
function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      setEdges({ start: element.scrollLeft > 1, end: element.scrollLeft < hidden - 1 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, []);
  return { ref, edges };
}

/** The fade beside an arrow, into the row's own background (whole class names, for Tailwind). */
const fades = {
  white: { start: 'after:from-white', end: 'before:from-white' },
  surface: { start: 'after:from-surface', end: 'before:from-surface' },
};

const arrow = 'relative flex shrink-0 items-center text-muted hover:text-accent';

/**
 * A row of links that scrolls sideways when it does not fit, so no word is cut off for good: at an
 * end that hides more, the row fades out beside an arrow that shows the rest (keyboard focus
 * scrolls there by itself). The fade is painted beside the row, not on it, so panels opened from
 * its links are not faded. `className` places the row, `rowClassName` lays out its links.
 */
export function ScrollRow({
  label,
  testId,
  background,
  className = '',
  rowClassName = '',
  children,
}: {
  label: string;
  testId: string;
  /** The colour behind the row, which its ends fade into. */
  background: keyof typeof fades;
  className?: string;
  rowClassName?: string;
  children: ReactNode;
}) {
  const { ref, edges } = useScrollEdges<HTMLElement>();
  const scroll = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <div className={`flex min-w-0 ${className}`}>
      {edges.start && (
        // A pointer's way back to the links before the edge.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => scroll(-1)}
          className={`${arrow} pr-1 after:pointer-events-none after:absolute after:inset-y-0 after:left-full after:z-10 after:w-10 after:bg-gradient-to-r after:to-transparent ${fades[background].start}`}
          data-testid={`${testId}-back`}
        >
          <ChevronLeft className="size-4" />
        </button>
      )}
      <nav
        ref={ref}
        aria-label={label}
        data-testid={testId}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
        className={`flex min-w-0 flex-1 overflow-x-auto ${rowClassName}`}
      >
        {children}
      </nav>
      {edges.end && (
        // A pointer's way to the links beyond the edge.
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => scroll(1)}
          className={`${arrow} pl-1 before:pointer-events-none before:absolute before:inset-y-0 before:right-full before:z-10 before:w-10 before:bg-gradient-to-l before:to-transparent ${fades[background].end}`}
          data-testid={`${testId}-more`}
        >
          <ChevronRight className="size-4" />
        </button>
      )}
    </div>
  );
}
