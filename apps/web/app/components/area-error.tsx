import { translate } from '@bazar/contracts';
import { ShieldAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLang, useT } from '../lib/i18n';
import { NavigationError, navigationFailure, useTrackNavigationError } from './navigation-error';
import { NotFound } from './not-found';

/**
 * The error boundary of a guarded area: 403 says there is no permission (spec), 404 is the 404 page,
 * and a page that failed goes on to /error like any other.
 */
export function AreaErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const lang = useLang();
  const failure = navigationFailure(error);
  useTrackNavigationError(failure);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (failure) return <NavigationError />;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      data-testid={forbidden ? 'no-permission' : 'area-error'}
    >
      {forbidden && <ShieldAlert className="size-12 text-muted" aria-hidden />}
      <h1 className="mt-4 text-2xl font-bold">{t(forbidden ? 'error.noPermissionTitle' : 'error.title')}</h1>
      <p className="mt-3 text-muted">{forbidden ? translate('error.forbidden', lang) : t('error.text')}</p>
    </section>
  );
}
