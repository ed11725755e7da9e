import { ChevronDown, ChevronRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';
import { type LayoutHandle, useStoreLayout } from '../../lib/store-layout';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('categoryMenu.title');

/** Spec: a second tap within this many milliseconds opens the parent's listing. */
const doubleTapMs = 250;

/** Mobile category accordion: a tap opens a parent's children; a quick second tap, or a leaf, opens its listing. */
export default function CategoryMenu() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const categories = useStoreLayout()?.layout.categories ?? [];
  const [openId, setOpenId] = useState<number | null>(null);
  const lastTap = useRef<{ id: number; at: number } | null>(null);
  const listing = (id: number, slug: string) => localizePath(`/category/${id}-${slug}`, lang);

  return (
    <div className="mx-auto max-w-xl px-4 py-4">
      <h1 className="mb-3 text-xl font-bold">{t('categoryMenu.title')}</h1>
      <ul className="divide-y divide-line rounded-card border border-line" data-testid="category-accordion">
        {categories.map((category) => {
          const open = openId === category.id;
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-expanded={category.hasChildren ? open : undefined}
                className="flex w-full items-center justify-between px-4 py-3 text-left font-medium"
                onClick={() => {
                  const now = Date.now();
                  const quickSecondTap =
                    lastTap.current?.id === category.id && now - lastTap.current.at < doubleTapMs;
                  lastTap.current = { id: category.id, at: now };
                  if (!category.hasChildren || quickSecondTap) navigate(listing(category.id, category.slug));
                  else setOpenId(open ? null : category.id);
                }}
              >
                {category.name}
                {category.hasChildren ? (
                  <ChevronDown className={`size-4 transition ${open ? 'rotate-180' : ''}`} aria-hidden />
                ) : (
                  <ChevronRight className="size-4" aria-hidden />
                )}
              </button>
              {open && (
                <ul className="bg-surface pb-2">
                  <li>
                    <Link
                      to={listing(category.id, category.slug)}
                      className="block px-6 py-2 text-sm font-semibold text-accent"
                    >
                      {t('categoryMenu.all')}
                    </Link>
                  </li>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={localizePath(`/category-menu/sub/${child.id}-${child.slug}`, lang)}
                        state={{ parentName: child.name }}
                        className="flex items-center justify-between px-6 py-2 text-sm"
                      >
                        {child.name}
                        <ChevronRight className="size-4 text-muted" aria-hidden />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
