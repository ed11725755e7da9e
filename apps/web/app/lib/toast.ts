import { readCookieJson } from './cookies';

/** A short note about what just happened, shown by the shared notification (spec: shared error notification). */
export interface Toast {
  id: string;
  kind: 'success' | 'error';
  message: string;
}

export const toastCookie = 'toast';

export function readToast(cookieHeader: string | null): Toast | null {
  const value = readCookieJson(cookieHeader, toastCookie) as Partial<Toast> | null;
  if (!value || typeof value.message !== 'string' || typeof value.id !== 'string') return null;
  return { id: value.id, kind: value.kind === 'success' ? 'success' : 'error', message: value.message };
}
