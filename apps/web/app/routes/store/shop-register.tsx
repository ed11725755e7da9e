import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('shopRegister.title');

/** The shop registration landing page; the footer is shown here (spec). It leads to a seller registration. */
export default function ShopRegister() {
  const t = useT();
  const lang = useLang();
  return (
    <Container>
      <section className="rounded-2xl bg-accent-soft px-6 py-10 sm:px-10">
        <PageHeading sub={t('shopRegister.text')}>{t('shopRegister.title')}</PageHeading>
        <Link
          to={localizePath('/register?type=seller', lang)}
          className="inline-flex items-center gap-2 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover"
        >
          <Store className="size-5" aria-hidden />
          {t('shopRegister.cta')}
        </Link>
      </section>
    </Container>
  );
}
