import { redirect } from 'react-router';

/** The structural part of a zod schema a list's address is read with. */
interface FieldSchema<T> {
  safeParse(value: unknown): { success: boolean; data?: T };
}

/**
 * Reads one query parameter with its contract schema: what does not parse is dropped, not refused,
 * so an old or hand-edited address still opens the list.
 */
export const queryField =
  (search: URLSearchParams) =>
  <T>(schema: FieldSchema<T>, key: string): T | undefined => {
    const parsed = schema.safeParse(search.get(key) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  };

/** A list's address for a state: only what is set, page 1 left out, so shared links stay short. */
export function listSearch(view: Record<string, string | number | undefined> & { page: number }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(view)) {
    if (key === 'page' ? Number(value) > 1 : value) query.set(key, String(value));
  }
  return query.size ? `?${query}` : '';
}

/** How many pages a list has (at least one, so an empty list still has its first page). */
export const pageCount = (list: { total: number; pageSize: number }): number =>
  Math.max(1, Math.ceil(list.total / list.pageSize));

/** A page past the last one (rows went away, an old link) is sent to the last page's address. */
export function keepWithinPages(
  list: { total: number; pageSize: number },
  page: number,
  addressOf: (page: number) => string,
): void {
  const pages = pageCount(list);
  if (page > pages) throw redirect(addressOf(pages));
}
