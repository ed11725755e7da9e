import { data } from 'react-router';
import { isRefusal } from './api-client';

/** Turns the API's 404 into the page's 404, so a missing thing shows the 404 page with status 404. */
export async function notFoundOnMissing<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isRefusal(error)) throw data(null, { status: 404 });
    throw error;
  }
}

/** A route's numeric id (`/order/12`); anything else is the 404 page. */
export function idFromParam(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return id;
}
