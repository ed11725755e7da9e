import { Outlet } from 'react-router';
import { requireSignIn } from '../../lib/guard';
import type { Route } from './+types/guard';

/** The buyer's account area: signed-in customers only. */
export function loader({ request }: Route.LoaderArgs) {
  return requireSignIn(request);
}

export default function AccountArea() {
  return <Outlet />;
}
