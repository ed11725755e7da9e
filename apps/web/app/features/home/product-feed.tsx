import type { ProductPage } from '@bazar/contracts';
import { ArrowDown, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { ProductGrid } from '../catalog/product-card';

const hasMore = (page: ProductPage) => page.page * page.pageSize < page.total;

/**
 * The endless feed: the first page comes with the page, the next ones load as its end scrolls into
 * view. The "next page" link is a plain address (?page=N), so it also works without JavaScript.
 */
export function ProductFeed({ initial }: { initial: ProductPage }) {
  const t = useT();
  const lang = useLang();
  const fetcher = useFetcher<ProductPage>();
  const [pages, setPages] = useState([initial]);
  const end = useRef<HTMLDivElement>(null);
  const last = pages[pages.length - 1] ?? initial;
  const more = hasMore(last);
  const next = last.page + 1;
  const loading = fetcher.state !== 'idle';

  useEffect(() => {
    const loaded = fetcher.data;
    if (loaded)
      setPages((current) =>
        current.some((page) => page.page === loaded.page) ? current : [...current, loaded],
      );
  }, [fetcher.data]);

  const loadMore = () => {
    if (!loading && more) fetcher.load(`${localizePath('/home-feed', lang)}?page=${next}`);
  };

  useEffect(() => {
    const target = end.current;
    if (!target || !more || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          fetcher.load(`${localizePath('/home-feed', lang)}?page=${next}`);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading, next, lang, fetcher.load]);

  // A product that moved between pages while the buyer scrolled is shown once.
  const products = [...new Map(pages.flatMap((page) => page.items).map((item) => [item.id, item])).values()];
  const from = Math.min(last.total, (initial.page - 1) * initial.pageSize + 1);
  const to = Math.min(last.total, (last.page - 1) * last.pageSize + last.items.length);
  const pageLink = (page: number) => `${localizePath('/', lang)}?page=${page}#feed`;

  return (
    <section id="feed" className="mt-10 scroll-mt-4" aria-labelledby="home-feed" data-testid="home-feed">
      <h2 id="home-feed" className="mb-3 text-xl font-bold">
        {t('home.feed')}
      </h2>
      <ProductGrid products={products} />
      <div ref={end} className="mt-6 flex flex-col items-center gap-3 text-sm text-muted">
        <p aria-live="polite" data-testid="feed-status">
          {loading ? (
            <span className="flex items-center gap-2">
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
              {t('home.feedLoading')}
            </span>
          ) : (
            t('home.feedShown', { from, to, total: last.total })
          )}
        </p>
        {initial.page > 1 && (
          <Link to={pageLink(initial.page - 1)} className="font-semibold text-accent hover:underline">
            {t('home.feedPrevious')}
          </Link>
        )}
        {more && (
          <Link
            to={pageLink(next)}
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
            className="inline-flex items-center gap-2 rounded-lg border border-line px-5 py-2.5 font-semibold text-ink hover:border-accent hover:text-accent"
            data-testid="feed-next"
          >
            {t('home.feedNext')}
            <ArrowDown className="size-4" aria-hidden />
          </Link>
        )}
      </div>
    </section>
  );
}
