/** What the card gateways share: AZN amounts as the banks write them, and one call to a bank. */

/** How long a bank may take to answer before the call counts as unanswered (tests shorten it). */
export const bankTimeoutMs = 15_000;

/**
 * The bank answered, and its answer was no (a refused refund, a 4xx): what was asked did not
 * happen. Any other error (no answer in time, a 5xx, something unreadable) leaves it unknown.
 */
export class BankRefused extends Error {}

/** Qəpik as the banks write AZN: 1250 → "12.50". */
export function aznOf(qepik: number): string {
  if (!Number.isSafeInteger(qepik) || qepik < 0) throw new Error('An amount must be whole qəpik');
  return `${Math.trunc(qepik / 100)}.${String(qepik % 100).padStart(2, '0')}`;
}

/** A bank's AZN amount ("12.50", "12.5", 12.5, 12) in qəpik; null when it is not one. */
export function qepikOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A positive whole id, written as digits or as a number; null otherwise. */
export function idOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** A try's reference as a bank or a callback address carries it back (a UUID); null otherwise. */
export function referenceOf(value: unknown): string | null {
  return typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)
    ? value
    : null;
}

/** A JSON object's field, when the answer is an object at all. */
export function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** A bank's short error code ("PmoDecline"), safe to name in an error: never its free text, which may quote a card. */
function errorCodeOf(body: unknown): string {
  const code = fieldOf(body, 'errorCode');
  return typeof code === 'string' && /^\w{1,40}$/.test(code) ? ` (${code})` : '';
}

/**
 * Calls a bank and answers its JSON. Throws when it does not answer in time, answers outside 2xx
 * or answers something unreadable; the message names the bank and what went wrong, never the
 * request (keys, passwords) nor the bank's free text.
 */
export async function callBank(
  bank: string,
  url: string,
  init: RequestInit,
  timeoutMs: number = bankTimeoutMs,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new Error(`${bank} did not answer${timedOut ? ' in time' : ''}`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = `${bank} answered HTTP ${response.status}${errorCodeOf(body)}`;
    throw response.status >= 400 && response.status < 500 ? new BankRefused(message) : new Error(message);
  }
  if (body === undefined) throw new Error(`${bank} answered something unreadable`);
  return body;
}
