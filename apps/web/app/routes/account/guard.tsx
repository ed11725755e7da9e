import { Outlet } from 'react-router';
import { AreaErrorBoundary } from '../../components/area-error';
import { AccountNav } from '../../features/accounts/account-nav';
import { requireUser } from '../../lib/guard.server';
import type { Route } from './+types/guard';

/** The account area: any signed-in user; the profile sections beside every page of it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireUser(request, context) };
}

export default function AccountArea({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <AccountNav accountType={loaderData.user.accountType} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export const ErrorBoundary = AreaErrorBoundary;
