import { randomUUID } from 'node:crypto';
import { redirect } from 'react-router';
import { serializeCookie } from './cookies';
import { type Toast, toastCookie } from './toast';

/**
 * Redirects with a note for the shared notification, carried by a one-minute cookie that the store
 * layout reads once: it survives the redirect and works with and without JavaScript.
 */
/** A note for the shared notification without a redirect: the store layout shows it when it reloads after a form post. */
export function toastSetCookie(toast: Omit<Toast, 'id'>): string {
  return serializeCookie(toastCookie, JSON.stringify({ ...toast, id: randomUUID() }), {
    httpOnly: true,
    maxAge: 60,
  });
}

export function redirectWithToast(url: string, toast: Omit<Toast, 'id'>, headers = new Headers()): Response {
  headers.append('set-cookie', toastSetCookie(toast));
  return redirect(url, { headers });
}

export const clearToastCookie = serializeCookie(toastCookie, '', { httpOnly: true, maxAge: 0 });
