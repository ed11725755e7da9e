import type { ApiClient } from './api-client';

/**
 * Runs after every sign-in (password, registration, social), with a client acting for the new
 * session and the request that still carries the guest cookies (productStorage, favItems): the one
 * place where the guest basket and favourites move into the account. The API has no basket or
 * wishlist calls yet, so there is nothing to move.
 */
export async function mergeGuestData(_account: ApiClient, _request: Request): Promise<void> {}
