import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useLang, useT } from '../lib/i18n';
import { localizePath } from '../lib/language';

export interface NavSection {
  to: string;
  label: MessageKey;
  icon: ReactNode;
  /** Addresses that belong to this section (a group, a page of the list); the section's own address when absent. */
  prefix?: string;
}

const itemClass =
  'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm hover:bg-surface aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent';

/**
 * A work area's side navigation (the seller cabinet, the back office): a row that scrolls on
 * phones, a column on wide screens.
 */
export function SideNav({
  label,
  sections,
  path,
}: {
  label: MessageKey;
  sections: NavSection[];
  path: string;
}) {
  const t = useT();
  const lang = useLang();
  const bare = lang === 'az' ? path : path.replace(/^\/(en|ru)(?=\/|$)/, '');
  const isCurrent = (section: NavSection) =>
    section.prefix ? bare.startsWith(section.prefix) : bare.replace(/\/$/, '') === section.to;
  return (
    <nav aria-label={t(label)} className="min-w-0 lg:sticky lg:top-4 lg:self-start">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:rounded-card lg:border lg:border-line lg:p-2">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={localizePath(section.to, lang)}
              className={itemClass}
              aria-current={isCurrent(section) ? 'page' : undefined}
            >
              {section.icon}
              {t(section.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
