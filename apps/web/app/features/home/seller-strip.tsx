import type { ShopShortcut } from '@bazar/contracts';
import { Link } from 'react-router';
import { SquareImage } from '../../components/responsive-image';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';

/** The marketplace's shops by their logos, each leading to its seller page. */
export function SellerStrip({ sellers }: { sellers: ShopShortcut[] }) {
  const t = useT();
  const lang = useLang();
  if (sellers.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="home-sellers" data-testid="home-sellers">
      <h2 id="home-sellers" className="mb-3 text-xl font-bold">
        {t('home.sellers')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {sellers.map((seller) => (
          <li key={seller.id}>
            <Link
              to={localizePath(`/seller-page/${seller.slug}`, lang)}
              className="flex items-center gap-3 rounded-card border border-line p-3 hover:border-accent hover:shadow-sm"
            >
              <SquareImage
                src={seller.logo}
                alt=""
                size={56}
                className="size-12 shrink-0 rounded-lg object-cover sm:size-14"
              />
              <span className="line-clamp-2 text-sm font-semibold">{seller.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
