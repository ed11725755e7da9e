import { ArrowLeft, Search } from 'lucide-react';
import { Form, Link } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from './layout';

export const handle: LayoutHandle = { header: false, footer: false };
export const meta = staticPageMeta('searchMenu.title');

/** Mobile search screen; submitting goes to the results page. */
export default function SearchMenu() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-xl px-4 py-4">
      <Form
        method="get"
        action={localizePath('/search', lang)}
        role="search"
        className="flex items-center gap-2"
      >
        <Link
          to={localizePath('/', lang)}
          className="rounded-md p-1.5 hover:bg-surface"
          aria-label={t('header.home')}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <label htmlFor="search-menu-input" className="sr-only">
          {t('header.searchLabel')}
        </label>
        <input
          id="search-menu-input"
          name="keyword"
          type="search"
          required
          autoComplete="off"
          placeholder={t('header.searchPlaceholder')}
          className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2.5 outline-none focus:border-accent"
        />
        <button
          type="submit"
          className="rounded-lg bg-accent p-2.5 text-white"
          aria-label={t('header.search')}
        >
          <Search className="size-5" aria-hidden />
        </button>
      </Form>
      <h1 className="sr-only">{t('searchMenu.title')}</h1>
    </div>
  );
}
