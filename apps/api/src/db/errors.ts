/** Whether the database refused a write for a unique index (PostgreSQL's 23505), as either driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
