import { createContext, useContext } from 'react';

/**
 * The answer's CSP nonce during server rendering. In the browser it is empty: the scripts already
 * ran, and browsers hide the attribute's value from the page anyway.
 */
const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
