import { Container, PageHeading } from '../../components/page-heading';
import { useT } from '../../lib/i18n';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('shopRegister.title');

/** The shop registration landing page; the footer is shown here (spec). */
export default function ShopRegister() {
  const t = useT();
  return (
    <Container>
      <section className="rounded-2xl bg-accent-soft px-6 py-10 sm:px-10">
        <PageHeading sub={t('shopRegister.text')}>{t('shopRegister.title')}</PageHeading>
      </section>
    </Container>
  );
}
