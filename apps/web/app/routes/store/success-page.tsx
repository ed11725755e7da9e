import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';
import { type LayoutHandle, useStoreLayout } from '../../lib/store-layout';

export const handle: LayoutHandle = { header: false, footer: false };
export const meta = staticPageMeta('success.title');

export default function SuccessPage() {
  const t = useT();
  const lang = useLang();
  const [search] = useSearchParams();
  const number = search.get('number')?.slice(0, 40);
  const signedIn = Boolean(useStoreLayout()?.user);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center px-4 text-center">
      <CircleCheck className="size-16 text-green-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('success.title')}</h1>
      <p className="mt-2 text-muted">{t('success.subtitle')}</p>
      {number && (
        <p className="mt-4 rounded-lg bg-surface px-4 py-2 font-semibold" data-testid="order-number">
          {t('success.orderNumber', { number })}
        </p>
      )}
      <Link
        to={localizePath('/', lang)}
        className="mt-8 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover"
      >
        {t('success.home')}
      </Link>
      {signedIn ? (
        <Link
          to={localizePath('/user/profile/my-orders', lang)}
          className="mt-3 text-sm font-semibold text-accent hover:underline"
        >
          {t('account.orders')}
        </Link>
      ) : (
        <Link
          to={`${localizePath('/order-lookup', lang)}${number ? `?${new URLSearchParams({ number })}` : ''}`}
          className="mt-3 text-sm font-semibold text-accent hover:underline"
          data-testid="track-order"
        >
          {t('lookup.track')}
        </Link>
      )}
    </section>
  );
}
