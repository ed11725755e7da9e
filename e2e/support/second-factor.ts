import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The demo operators' TOTP secret, as the README gives it (issue 35 point 14). */
export const demoSecondFactorSecret = 'BAZARDEMOBAZARDEMOBAZARDEMOBAZAR';

/** The demo Admin's and Staff's logins (phone or e-mail): they sign in with a code from that secret. */
const demoOperators: Record<string, string> = {
  '994500000001': 'admin',
  'admin@demo.bazar.az': 'admin',
  '994500000004': 'staff',
  'staff@demo.bazar.az': 'staff',
};

export function demoOperatorOf(login: string): string | undefined {
  return demoOperators[login.trim().toLowerCase()];
}

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code of a time step. */
export function totpCodeOfStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

const stepMs = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A code for an account that no other sign-in of this run has used: the server takes each step's
 * code once (RFC 6238 §5.2), and journeys on both workers sign in as the same demo operators. The
 * steps given out are noted in a file shared by the workers (under a lock); when the current and
 * next steps are taken, this waits until the next one is within the server's ±1 window.
 */
export async function unusedCode(secret: string, account: string): Promise<string> {
  const key = `${process.env.E2E_PORT ?? 'default'}-${account}`;
  const lock = path.join(tmpdir(), `bazar-e2e-totp-${key}.lock`);
  const noted = path.join(tmpdir(), `bazar-e2e-totp-${key}.json`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await sleep(50);
    }
  }
  try {
    let last = -1;
    try {
      last = (JSON.parse(readFileSync(noted, 'utf8')) as { step: number }).step;
    } catch {
      last = -1;
    }
    const current = Math.floor(Date.now() / stepMs);
    const step = Math.max(current, last + 1);
    // The server takes step s while its clock is in s-1, s or s+1.
    const validFrom = (step - 1) * stepMs;
    if (Date.now() < validFrom) await sleep(validFrom - Date.now() + 500);
    writeFileSync(noted, JSON.stringify({ step }));
    return totpCodeOfStep(secret, step);
  } finally {
    rmdirSync(lock);
  }
}
