import { lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { OwnRowsPersonalData } from '../../shared/own-rows-personal-data';
import { clientErrors } from './client-errors.tables';

/** Errors are looked into within days; three months shows whether a fix held. */
export const clientErrorRetentionDays = 90;

/** Pages the person could not be shown, as their browser reported them. */
export class ClientErrorsPersonalData extends OwnRowsPersonalData {
  constructor(db: Database) {
    const { path, reason, status, lang, createdAt } = clientErrors;
    super(db, 'clientErrors', clientErrors, { path, reason, status, lang, createdAt }, 'newest first');
  }

  async expire(tx: Database, now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - clientErrorRetentionDays * 86_400_000);
    await tx.delete(clientErrors).where(lt(clientErrors.createdAt, cutoff));
  }
}
