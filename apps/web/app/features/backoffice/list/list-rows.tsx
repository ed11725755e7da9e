import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useT } from '../../../lib/i18n';
import { dangerButton, primaryLink, rowButton } from '../catalogue-forms';
import { DeleteConfirm } from '../catalogue-tree';
import { ListBody, type ListPage } from './list-body';
import { QuickSearch } from './list-filters';

/** A list page's heading with its "new" button beside it (below it on a phone). */
export function ListHeading({
  title,
  sub,
  newHref,
  newLabel,
  newTestId,
}: {
  title: string;
  sub?: string;
  newHref: string;
  newLabel: string;
  newTestId: string;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3 sm:mb-0">
      <PageHeading sub={sub}>{title}</PageHeading>
      <Link to={newHref} className={primaryLink} data-testid={newTestId}>
        <Plus className="size-4" aria-hidden />
        {newLabel}
      </Link>
    </div>
  );
}

/** The list's address that asks to confirm deleting a row (the page shows the question on top). */
export const confirmDeleteHref = (here: string, id: number) =>
  `${here}${here.includes('?') ? '&' : '?'}delete=${id}`;

/** A row's buttons: open it in the store (when it shows there), edit it, delete it. */
export function RowActions({
  storeHref,
  editHref,
  deleteHref,
  name,
}: {
  storeHref?: string;
  editHref: string;
  deleteHref: string;
  /** What the row is called, for the delete button's label. */
  name: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-1.5">
      {storeHref && (
        <a
          href={storeHref}
          target="_blank"
          rel="noreferrer"
          className={rowButton}
          aria-label={t('admin.catalogue.openInStore')}
        >
          <ExternalLink className="size-4" aria-hidden />
        </a>
      )}
      <Link to={editHref} className={rowButton}>
        <Pencil className="size-4" aria-hidden />
        {t('admin.catalogue.edit')}
      </Link>
      <Link to={deleteHref} className={dangerButton} aria-label={t('admin.catalogue.deleteNamed', { name })}>
        <Trash2 className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** A row of a catalogue list: what it is on the left, its buttons on the right (below on a phone). */
export function ListRow({
  testId,
  children,
  actions,
}: {
  testId: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3" data-testid={testId}>
      <div className="min-w-0 flex-1 basis-60">{children}</div>
      {actions}
    </li>
  );
}

/** The rows of a catalogue list, one bordered card. */
export function ListRows({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-white" data-testid={testId}>
      {children}
    </ul>
  );
}

/**
 * A catalogue list page (combos, SEO tags): its heading with the "new" button, the question before
 * a delete, the search, then the rows and the paging.
 */
export function CatalogueListPage({
  heading,
  confirmDelete,
  here,
  search,
  list,
  empty,
  hrefFor,
  testId,
  children,
}: {
  heading: Parameters<typeof ListHeading>[0];
  /** The row asked about and the question, when the address asks to delete one. */
  confirmDelete: { id: number; message: string } | null;
  here: string;
  search: { idPrefix: string; q: string };
  list: ListPage;
  empty: string;
  hrefFor: (page: number) => string;
  testId: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <ListHeading {...heading} />
      {confirmDelete && <DeleteConfirm {...confirmDelete} cancelHref={here} />}
      <QuickSearch
        idPrefix={search.idPrefix}
        q={search.q}
        label={t('admin.catalogue.search')}
        button={t('admin.catalogue.find')}
      />
      <ListBody list={list} empty={empty} hrefFor={hrefFor}>
        <ListRows testId={testId}>{children}</ListRows>
      </ListBody>
    </>
  );
}
