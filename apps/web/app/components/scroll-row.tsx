import { ChevronRight } from 'lucide-react';
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

/** The hidden ends of the row fade out. */
const fade =
  'data-[more-end]:[mask-image:linear-gradient(to_right,black_calc(100%_-_2.5rem),transparent)] data-[more-start]:[mask-image:linear-gradient(to_left,black_calc(100%_-_2.5rem),transparent)] data-[more-start]:data-[more-end]:[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%_-_2.5rem),transparent)]';

/**
 * A row of links that scrolls sideways when it does not fit, so no word is cut off for good: the
 * hidden ends fade out and an arrow at the end says there is more (a click shows it; keyboard focus
 * scrolls there by itself). `className` places the row, `rowClassName` lays out its links.
 */
export function ScrollRow({
  label,
  testId,
  className = '',
  rowClassName = '',
  children,
}: {
  label: string;
  testId: string;
  className?: string;
  rowClassName?: string;
  children: ReactNode;
}) {
  const { ref, edges } = useScrollEdges<HTMLElement>();
  return (
    <div className={`flex min-w-0 ${className}`}>
      <nav
        ref={ref}
        aria-label={label}
        data-testid={testId}
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
        className={`flex min-w-0 flex-1 overflow-x-auto ${fade} ${rowClassName}`}
      >
        {children}
      </nav>
      {edges.end && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden
          onClick={() => ref.current?.scrollBy({ left: ref.current.clientWidth * 0.8, behavior: 'smooth' })}
          className="flex shrink-0 items-center pl-1 text-muted hover:text-accent"
          data-testid={`${testId}-more`}
        >
          <ChevronRight className="size-4" />
        </button>
      )}
    </div>
  );
}
