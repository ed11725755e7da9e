import { AsyncLocalStorage } from 'node:async_hooks';

const yieldingWork = new AsyncLocalStorage<true>();

/**
 * Runs work whose statements give way to everyone else's on the embedded database, which runs one
 * statement at a time: catalogue listings, which read many rows. A PostgreSQL server runs
 * statements side by side, so there this changes nothing.
 */
export const yieldingToOthers = <T>(work: () => Promise<T>): Promise<T> => yieldingWork.run(true, work);

/** Whether the statement being sent now belongs to work that gives way (`yieldingToOthers`). */
export const isYielding = (): boolean => yieldingWork.getStore() === true;
