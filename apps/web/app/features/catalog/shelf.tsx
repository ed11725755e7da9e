import { ChevronRight } from 'lucide-react';
import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';

/** A titled row of cards that scrolls sideways (two cards to a phone's screen, six on a wide one). */
export function Shelf<T>({
  id,
  title,
  to,
  items,
  itemKey,
  render,
}: {
  id: string;
  title: string;
  /** The page with the whole list, when there is one. */
  to?: string;
  items: T[];
  itemKey: (item: T) => Key;
  render: (item: T) => ReactNode;
}) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby={id} data-testid={id}>
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        {to && (
          <Link
            to={to}
            className="flex shrink-0 items-center text-sm font-semibold text-accent hover:underline"
          >
            {t('home.seeAll')}
            <span className="sr-only">: {title}</span>
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:gap-4 [scrollbar-width:thin]">
        {items.map((item) => (
          <li
            key={itemKey(item)}
            className="w-[44%] shrink-0 snap-start sm:w-[calc((100%-2*1rem)/3)] lg:w-[calc((100%-4*1rem)/5)] xl:w-[calc((100%-5*1rem)/6)]"
          >
            {render(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
