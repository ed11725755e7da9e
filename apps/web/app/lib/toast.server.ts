import { randomUUID } from 'node:crypto';
import { redirect } from 'react-router';
import { serializeCookie } from './cookies';
import { type Toast, toastCookie } from './toast';

/**
 * Redirects with a note for the shared notification, carried by a one-minute cookie that the store
 * layout reads once: it survives the redirect and works with and without JavaScript.
 */
export function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, headers = new Headers()): Response {
  headers.append(
    'set-cookie',
    serializeCookie(toastCookie, JSON.stringify({ ...toast, id: randomUUID() }), {
      httpOnly: true,
      maxAge: 60,
    }),
  );
  return redirect(url, { headers });
}

export const clearToastCookie = serializeCookie(toastCookie, '', { httpOnly: true, maxAge: 0 });
