import { useEffect } from 'react';
import { type CurrentUser, currentUserKey } from '../../lib/session';

/** Spec: the current user is kept in local storage too; it follows the `currentUser` cookie. */
export function useCurrentUserMirror(user: CurrentUser | null) {
  const stored = user ? JSON.stringify(user) : null;
  useEffect(() => {
    if (stored) localStorage.setItem(currentUserKey, stored);
    else localStorage.removeItem(currentUserKey);
  }, [stored]);
}
