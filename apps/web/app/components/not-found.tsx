import { Link } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { localizePath } from '../lib/language';

/** Spec 404: the page does not exist, may be deleted, moved or mistyped; a link home. */
export function NotFound() {
  const t = useT();
  const lang = useLang();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-accent">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('notFound.text')}</p>
      <Link
        to={localizePath('/', lang)}
        className="mt-8 rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
