import { Outlet } from 'react-router';
import { AreaErrorBoundary } from '../../components/area-error';
import { requireSeller } from '../../lib/guard.server';
import type { Route } from './+types/guard';

/** The seller cabinet: sellers only; anonymous visitors sign in first, other users get 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await requireSeller(request, context) };
}

export default function SellerArea() {
  return <Outlet />;
}

export const ErrorBoundary = AreaErrorBoundary;
