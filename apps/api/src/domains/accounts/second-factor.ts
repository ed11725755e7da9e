import { randomInt } from 'node:crypto';
import { Role } from '@bazar/contracts';
import { Secret, TOTP } from 'otpauth';

/** Issue 35 point 14: the rules of operators' second factor (RFC 6238) and their sessions. */
export const secondFactorRules = {
  /** SHA-1, 6 digits, 30 s steps: what every authenticator app reads from the QR code. */
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  /** Codes of the step before and after are accepted too (clock drift), each once (RFC 6238 §5.2). */
  window: 1,
  recoveryCodes: 10,
  /** An operator's session ends after this long without a request. */
  idleMinutes: 30,
  /** How often an operator's last use is written: well under the idle limit. */
  seenPrecisionMs: 60_000,
} as const;

/** Staff and Admin: their back-office work needs the second factor. */
export function isOperator(role: number): boolean {
  return role === Role.Staff || role === Role.Admin;
}

/** The authenticator of a base32 secret, labelled with the account as apps show it. */
export function totpOf(secret: string, account = 'Bazar'): TOTP {
  return new TOTP({
    issuer: 'Bazar',
    label: account,
    algorithm: secondFactorRules.algorithm,
    digits: secondFactorRules.digits,
    period: secondFactorRules.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret of 160 bits (RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30 s step a moment falls in. */
export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / secondFactorRules.periodSeconds);
}

/**
 * The step of the window (±1) whose code this is, or null for a wrong code. The caller refuses a
 * step at or before the last one used, so no code works twice.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: secondFactorRules.window });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code an authenticator shows at a moment (tests and the demo use it). */
export function totpCodeAt(secret: string, ms = Date.now()): string {
  return totpOf(secret).generate({ timestamp: ms });
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code: `xxxxx-xxxxx`, 10 characters of 31 (about 50 bits), nothing easily misread. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code as typed, without the dash, for hashing and comparing. */
export function normalRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether an operator's session was left idle too long (its last use, or its start). */
export function idleTooLong(lastUse: Date, now = Date.now()): boolean {
  return now - lastUse.getTime() > secondFactorRules.idleMinutes * 60_000;
}
