import { ApiError, isRefusal, plainTextOf } from './api-client';

/** Headers of the API's file that the browser needs to save it under its name. */
const passed = ['content-type', 'content-disposition', 'content-length'];

/**
 * A file the API answers (an Excel sheet, a copy of one's data), relayed to the browser: the web
 * fetches it with the visitor's session, an httpOnly cookie the browser cannot hand to the API.
 * A refusal (wrong input, not the caller's, not signed in) comes back as the API's own message.
 */
export async function relayApiFile(fetchFile: () => Promise<Response>): Promise<Response> {
  try {
    const file = await fetchFile();
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    for (const name of passed) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (isRefusal(error)) return plainTextOf(error);
    if (!ApiError.is(error)) throw error;
    return new Response(error.problem?.detail ?? '', {
      status: error.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
}
