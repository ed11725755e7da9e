import { Role, type UserProfile } from '@bazar/contracts';
import { useRouteLoaderData } from 'react-router';

/** The signed-in operator, as the back office's layout loaded it. */
export function useOperator(): { id: number; isAdmin: boolean } {
  const data = useRouteLoaderData('routes/backoffice/layout') as { operator: UserProfile } | undefined;
  return { id: data?.operator.id ?? 0, isAdmin: data?.operator.accountType === Role.Admin };
}
