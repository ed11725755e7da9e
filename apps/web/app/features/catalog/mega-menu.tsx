import type { CategoryWithChildren } from '@bazar/contracts';
import { ChevronRight, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { ScrollRow } from '../../components/scroll-row';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import type { loader as subcategoriesLoader } from '../../routes/store/subcategories';

/** Spec: hovering a category for 1000 ms loads its subcategories. */
const hoverDelayMs = 1000;
/** Once a panel is open, moving to a neighbour switches after a short pause (not on every pass). */
const switchDelayMs = 150;

type Loaded = Record<number, CategoryWithChildren[]>;

function Panel({
  category,
  subcategories,
  onNavigate,
}: {
  category: CategoryWithChildren;
  /** Undefined while they load. */
  subcategories: CategoryWithChildren[] | undefined;
  onNavigate: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const to = (item: { id: number; slug: string }) => localizePath(`/category/${item.id}-${item.slug}`, lang);
  return (
    <div
      id={`mega-panel-${category.id}`}
      className="absolute inset-x-0 top-full z-40 border-t border-line bg-white shadow-lg"
      data-testid="mega-menu"
    >
      <div className="mx-auto max-h-[70vh] max-w-7xl overflow-y-auto px-4 py-5">
        <Link
          to={to(category)}
          onClick={onNavigate}
          className="mb-4 inline-flex items-center gap-1 font-bold text-accent hover:underline"
        >
          {t('megaMenu.all', { name: category.name })}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
        {subcategories === undefined ? (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            {t('megaMenu.loading')}
          </p>
        ) : (
          <ul className="grid grid-cols-4 gap-x-6 gap-y-5 xl:grid-cols-5">
            {subcategories.map((child) => (
              <li key={child.id}>
                <Link to={to(child)} onClick={onNavigate} className="font-semibold hover:text-accent">
                  {child.name}
                </Link>
                {child.children.length > 0 && (
                  <ul className="mt-1.5 space-y-1 text-muted">
                    {child.children.map((grandchild) => (
                      <li key={grandchild.id}>
                        <Link to={to(grandchild)} onClick={onNavigate} className="hover:text-accent">
                          {grandchild.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The desktop category bar: resting on a top category for a second (or focusing it) opens a panel of
 * its second- and third-level categories, loaded then; leaving the bar, Escape or a choice closes it.
 */
export function MegaMenu({ categories }: { categories: CategoryWithChildren[] }) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const fetcher = useFetcher<typeof subcategoriesLoader>();
  const [openId, setOpenId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const links = useRef<Record<number, HTMLAnchorElement | null>>({});
  /** Escape gives focus back to the top link, which must not open the panel again. */
  const returningFocus = useRef(false);

  useEffect(() => {
    const answer = fetcher.data;
    if (answer) setLoaded((current) => ({ ...current, [answer.id]: answer.categories }));
  }, [fetcher.data]);

  // A new page closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    clearTimeout(timer.current);
    setOpenId(null);
  }, [location.pathname]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const open = (id: number) => {
    clearTimeout(timer.current);
    setOpenId(id);
    if (!loaded[id]) fetcher.load(localizePath(`/subcategories/${id}`, lang));
  };
  const openLater = (id: number) => {
    clearTimeout(timer.current);
    if (openId === id) return;
    timer.current = setTimeout(() => open(id), openId === null ? hoverDelayMs : switchDelayMs);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpenId(null);
  };

  return (
    // The panel is positioned against this wrapper, outside the bar's scrolling box, so it is not clipped.
    // biome-ignore lint/a11y/noStaticElementInteractions: leaving with the mouse closes; keyboard users have focus and Escape
    <div className="relative hidden md:block" onMouseLeave={close}>
      <ScrollRow
        label={t('header.categories')}
        testId="category-bar"
        background="white"
        className="mx-auto max-w-7xl"
        rowClassName="gap-5 px-4 pb-2 text-sm"
      >
        {categories.map((category) => {
          const expanded = openId === category.id;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover intent for the mouse; the link inside opens it on focus
            <div
              key={category.id}
              onMouseEnter={() => openLater(category.id)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) {
                  if (expanded) close();
                }
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && expanded) {
                  close();
                  returningFocus.current = true;
                  links.current[category.id]?.focus();
                  returningFocus.current = false;
                }
              }}
            >
              <Link
                ref={(element) => {
                  links.current[category.id] = element;
                }}
                to={localizePath(`/category/${category.id}-${category.slug}`, lang)}
                onFocus={() => {
                  if (!returningFocus.current) open(category.id);
                }}
                aria-expanded={expanded}
                aria-controls={expanded ? `mega-panel-${category.id}` : undefined}
                className={`block whitespace-nowrap border-b-2 py-1 hover:text-accent ${
                  expanded ? 'border-accent text-accent' : 'border-transparent'
                }`}
              >
                {category.name}
              </Link>
              {expanded && (
                <Panel category={category} subcategories={loaded[category.id]} onNavigate={close} />
              )}
            </div>
          );
        })}
      </ScrollRow>
    </div>
  );
}
