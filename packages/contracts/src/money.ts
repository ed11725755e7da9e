/** Qəpik (the integers the database and the ledger keep) as AZN (the numbers calls carry). */
export const toAzn = (qepik: number) => qepik / 100;

/** AZN as whole qəpik, rounded to the nearest. */
export const toQepik = (azn: number) => Math.round(azn * 100);
