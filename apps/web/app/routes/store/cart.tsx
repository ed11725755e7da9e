import { ShoppingCart } from 'lucide-react';
import { Link, useRouteLoaderData } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';
import type { LayoutHandle, loader as layoutLoader } from './layout';

export const handle: LayoutHandle = { footer: false };
export const meta = staticPageMeta('cart.title');

export function EmptyBasket() {
  const t = useT();
  const lang = useLang();
  return (
    <div
      className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-14 text-center"
      data-testid="empty-basket"
    >
      <ShoppingCart className="size-12 text-muted" aria-hidden />
      <p className="mt-3 text-lg font-semibold">{t('cart.empty')}</p>
      <Link
        to={localizePath('/', lang)}
        className="mt-6 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover"
      >
        {t('cart.goShopping')}
      </Link>
    </div>
  );
}

export default function Cart() {
  const t = useT();
  const count = useRouteLoaderData<typeof layoutLoader>('routes/store/layout')?.basketCount ?? 0;
  return (
    <Container>
      <PageHeading sub={count > 0 ? t('header.count', { count }) : undefined}>{t('cart.title')}</PageHeading>
      {count === 0 && <EmptyBasket />}
    </Container>
  );
}
