import { Heart } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';
import type { loader as layoutLoader } from './layout';

export const meta = staticPageMeta('wishlist.title');

export default function Wishlist() {
  const t = useT();
  const count = useRouteLoaderData<typeof layoutLoader>('routes/store/layout')?.wishlistCount ?? 0;
  return (
    <Container>
      <PageHeading sub={t('wishlist.count', { count })}>{t('wishlist.title')}</PageHeading>
      {count === 0 && (
        <div className="flex flex-col items-center rounded-card border border-dashed border-line px-4 py-14 text-center">
          <Heart className="size-12 text-muted" aria-hidden />
          <p className="mt-3 text-lg font-semibold">{t('wishlist.empty')}</p>
        </div>
      )}
    </Container>
  );
}
