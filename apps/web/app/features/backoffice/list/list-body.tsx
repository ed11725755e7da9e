import type { ReactNode } from 'react';
import { Pagination } from '../../../components/pagination';
import { pageCount } from './list-address';

/** A page of a list as the API answers it. */
export interface ListPage {
  items: readonly unknown[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A list's result: how many were found (when the page says it), the rows or what stands for none,
 * then the paging (nothing when there is one page).
 */
export function ListBody({
  list,
  found,
  foundTestId,
  empty,
  hrefFor,
  children,
}: {
  list: ListPage;
  found?: string;
  foundTestId?: string;
  /** A sentence shown in a plain box, or a view of its own. */
  empty: ReactNode;
  hrefFor: (page: number) => string;
  children: ReactNode;
}) {
  return (
    <>
      {found !== undefined && (
        <p className="mb-3 text-sm text-muted" data-testid={foundTestId}>
          {found}
        </p>
      )}
      {list.items.length > 0 ? (
        children
      ) : typeof empty === 'string' ? (
        <p className="rounded-card border border-line p-6 text-center text-muted">{empty}</p>
      ) : (
        empty
      )}
      <Pagination page={list.page} pages={pageCount(list)} hrefFor={hrefFor} />
    </>
  );
}
