import { randomInt } from 'node:crypto';

/** A random 6-digit code to text: the notifications' phone codes and the accounts' password resets. */
export function randomSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
