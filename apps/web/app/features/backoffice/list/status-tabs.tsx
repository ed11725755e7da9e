import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One tab of a list: where it leads, what it says, whether it is the one shown. */
export interface StatusTab {
  key: string;
  href: string;
  label: ReactNode;
  current: boolean;
}

/** A list's tabs by status, as links (each view has its address); the current one filled. */
export function StatusTabs({ label, tabs, testId }: { label: string; tabs: StatusTab[]; testId: string }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className="inline-block rounded-full border border-line px-4 py-1.5 text-sm font-semibold hover:border-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-white"
              data-testid={testId}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
