/** Whether the database refused a write for a unique index (PostgreSQL's 23505), as either driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** A unique index refusing what another writer wrote meanwhile: the same error as the check before it. */
export function onUniqueViolation<T, E extends Error>(work: Promise<T>, conflict: () => E): Promise<T> {
  return work.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict() : error;
  });
}
