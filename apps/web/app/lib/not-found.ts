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
