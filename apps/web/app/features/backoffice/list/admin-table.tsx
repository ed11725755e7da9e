import type { ReactNode } from 'react';

/** One column of a list's table: its heading and what each row shows in it. */
export interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** Figures and money line up on the right. */
  align?: 'right';
  /** Extra classes of the column's cells (a Tailwind list: muted, no wrap). */
  className?: string;
}

const head = 'px-3 py-2 text-left text-xs font-semibold uppercase text-muted';

/**
 * A list as a table on wide screens and as cards on a phone. Rows and cards are found by
 * `{name}-row` and `{name}-card`, and carry the row's id as `data-{name}-id`.
 */
export function AdminTable<Row extends { id: number }>({
  name,
  rows,
  columns,
  card,
}: {
  name: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  card: (row: Row) => ReactNode;
}) {
  const idAttribute = (row: Row) => ({ [`data-${name}-id`]: row.id });
  return (
    <>
      <div className="hidden overflow-x-auto rounded-card border border-line md:block">
        <table className="w-full text-sm">
          <thead className="bg-surface">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.head}
                  scope="col"
                  className={column.align === 'right' ? `${head} text-right` : head}
                >
                  {column.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-line align-top"
                data-testid={`${name}-row`}
                {...idAttribute(row)}
              >
                {columns.map((column) => (
                  <td
                    key={column.head}
                    className={['px-3 py-3', column.align === 'right' && 'text-right', column.className]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className="rounded-card border border-line p-3"
            data-testid={`${name}-card`}
            {...idAttribute(row)}
          >
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
