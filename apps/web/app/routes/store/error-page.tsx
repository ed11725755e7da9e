import { Link } from 'react-router';
import { Container, PageHeading } from '../../components/page-heading';
import { useLang, useT } from '../../lib/i18n';
import { localizePath } from '../../lib/language';
import { staticPageMeta } from '../../lib/route-meta';

export const meta = staticPageMeta('error.title');

/** Spec: /error is where a failed navigation lands, so analytics can count it. */
export default function ErrorPage() {
  const t = useT();
  const lang = useLang();
  return (
    <Container narrow>
      <PageHeading sub={t('error.text')}>{t('error.title')}</PageHeading>
      <Link to={localizePath('/', lang)} className="font-semibold text-accent">
        {t('notFound.home')}
      </Link>
    </Container>
  );
}
