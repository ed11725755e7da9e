import type { MessageKey } from '@bazar/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** Deeper than any contract goes; a deeper body is an attack on the parser or the validator. */
const maxDepth = 32;

/** With the `u` flag a surrogate pair is one code point, so this matches only a lone half. */
const loneSurrogate = /\p{Cs}/u;

interface Refusal {
  field: string;
  key: MessageKey;
}

/**
 * The first value PostgreSQL could not store as text or that no contract nests so deep: a NUL
 * character, a lone UTF-16 surrogate (not valid Unicode), or nesting past `maxDepth`.
 */
function refusalIn(value: unknown, path: string, depth = 0): Refusal | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || loneSurrogate.test(value))
      return { field: path, key: 'validation.invalidText' };
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= maxDepth) return { field: path, key: 'validation.tooDeep' };
  for (const [key, item] of Object.entries(value)) {
    const refusal =
      refusalIn(key, path, depth + 1) ?? refusalIn(item, path ? `${path}.${key}` : key, depth + 1);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Every operation's body, query and path parameters are checked before their contract is: text
 * that is not valid Unicode or holds NUL is refused as the caller's mistake (400 on that field)
 * rather than reaching the database, whichever contract the call has, a new one included.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const refusal =
        refusalIn(request.params, '') ?? refusalIn(request.query, '') ?? refusalIn(request.body, '');
      if (refusal)
        throw new AppError('badRequest', 'error.validation', { [refusal.field || '_']: [refusal.key] });
    });
  },
  { name: 'input-guard' },
);
