import type { Database } from '../db/connection';

/** A deleted account as the purge knows it: its id, and the phone and e-mail it had. */
export interface ErasedPerson {
  userId: number;
  phone: string | null;
  email: string | null;
}

/**
 * What one domain holds about a person, and how it lets go of it (PRV-01, PRV-02, PRV-04). Each
 * domain that keeps personal data has one, in `<domain>.personal-data.ts`, next to its tables; the
 * privacy domain calls them all and never reads their tables. Every method is idempotent: a job
 * that died half way runs again.
 */
export interface PersonalDataHolder {
  /** The section's name in the person's copy of their data (`orders`, `addresses`, ...). */
  readonly section: string;
  /** Everything this domain holds about the person, as plain JSON (no secrets: hashes, tokens). */
  exportOf(userId: number): Promise<unknown>;
  /** At deletion, in its transaction: what must go at once (public traces, the name on orders). */
  onDeleted?(tx: Database, person: ErasedPerson): Promise<void>;
  /** At the purge: erases or pseudonymises everything else the domain holds about the person. */
  erase(tx: Database, person: ErasedPerson): Promise<void>;
  /** A child under 13 without a parent's consent: drops what an order does not need. */
  minimise?(tx: Database, userId: number): Promise<void>;
  /** Daily: removes or anonymises what has outlived its retention period at `now`. */
  expire?(tx: Database, now: Date): Promise<void>;
}
