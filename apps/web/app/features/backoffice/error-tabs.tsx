import { Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

const tabs = [
  { key: 'pages', path: '/admin/errors', label: 'admin.errors.tab.pages' },
  { key: 'csp', path: '/admin/csp-reports', label: 'admin.errors.tab.csp' },
] as const;

/** The two records of what went wrong in visitors' browsers: pages not shown, and policy violations. */
export function ErrorTabs({ current }: { current: (typeof tabs)[number]['key'] }) {
  const t = useT();
  const lang = useLang();
  return (
    <nav className="mb-4 flex flex-wrap gap-2" aria-label={t('admin.errors.title')}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={localizePath(tab.path, lang)}
          aria-current={tab.key === current ? 'page' : undefined}
          className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent"
        >
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
