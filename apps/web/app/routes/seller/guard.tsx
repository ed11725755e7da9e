import { Outlet } from 'react-router';
import { requireSignIn } from '../../lib/guard';
import type { Route } from './+types/guard';

/** The seller cabinet: signed-in sellers only. */
export function loader({ request }: Route.LoaderArgs) {
  return requireSignIn(request);
}

export default function SellerArea() {
  return <Outlet />;
}
