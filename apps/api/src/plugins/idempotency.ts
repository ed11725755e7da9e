import { createHash } from 'node:crypto';

/**
 * What an Idempotency-Key was sent with, as kept beside it: the same key again with another body
 * is refused, not answered with the first call's result.
 */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}
