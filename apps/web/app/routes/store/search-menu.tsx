import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { SearchBox } from '../../features/search/search-box';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle } from '../../lib/store-layout';

export const handle: LayoutHandle = { header: false, footer: false };
export const meta = staticPageMeta('searchMenu.title');

/** Mobile search screen: the same live suggestions as the header, listed under the box; submitting goes to the results page. */
export default function SearchMenu() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="mx-auto max-w-xl px-4 py-4">
      <h1 className="sr-only">{t('searchMenu.title')}</h1>
      <div className="flex items-start gap-2">
        <Link
          to={localizePath('/', lang)}
          className="mt-1 rounded-md p-1.5 hover:bg-surface"
          aria-label={t('header.home')}
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <SearchBox variant="page" />
      </div>
    </div>
  );
}
