import { useEffect } from 'react';
import { readCookie } from '../../lib/cookies';
import { favItemsKey, productStorageKey } from '../../lib/guest-storage';

/**
 * Spec: a guest's basket (productStorage) and favourites (favItems) are kept in local storage. The
 * server keeps them in cookies (so pages render them); local storage follows after each change.
 */
export function useGuestStorageMirror() {
  // After every render: cheap, and the cookies change only with what the page shows.
  useEffect(() => {
    for (const key of [productStorageKey, favItemsKey]) {
      const value = readCookie(document.cookie, key);
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    }
  });
}
