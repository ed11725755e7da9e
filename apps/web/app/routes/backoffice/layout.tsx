import { Outlet, useLocation } from 'react-router';
import { AreaErrorBoundary } from '../../components/area-error';
import { AdminNav } from '../../features/backoffice/admin-nav';
import { requireOperator } from '../../lib/guard.server';
import type { Route } from './+types/layout';

/** The back office: Staff and Admin only; anonymous visitors sign in first, other users get 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { operator: await requireOperator(request, context) };
}

export default function BackOffice() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <AdminNav path={pathname} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export const ErrorBoundary = AreaErrorBoundary;
