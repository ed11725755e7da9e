import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { smallButton } from './phone-confirmation';

/**
 * The foot of a saved address's card, for a buyer's addresses and a shop's: the delete question
 * when the address asks it, else the card's buttons (its own first: make default, use for returns).
 */
export function AddressActions({
  id,
  confirmDelete,
  deleteIntent,
  cancelHref,
  editHref,
  deleteHref,
  children,
}: {
  id: number;
  confirmDelete: boolean;
  deleteIntent: string;
  cancelHref: string;
  editHref: string;
  deleteHref: string;
  children?: ReactNode;
}) {
  const t = useT();
  return confirmDelete ? (
    <Form
      method="post"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-discount/5 p-3"
      data-testid="delete-confirm"
    >
      <input type="hidden" name="id" value={id} />
      <p role="alert" className="text-sm font-semibold">
        {t('addresses.deleteConfirm')}
      </p>
      <button
        type="submit"
        name="intent"
        value={deleteIntent}
        className="rounded-lg bg-discount px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
      >
        {t('addresses.deleteYes')}
      </button>
      <Link to={cancelHref} className="text-sm font-semibold text-muted hover:underline">
        {t('addresses.cancel')}
      </Link>
    </Form>
  ) : (
    <div className="mt-3 flex flex-wrap gap-2">
      {children}
      <Link to={editHref} className={`${smallButton} inline-flex items-center gap-1.5`}>
        <Pencil className="size-4" aria-hidden />
        {t('addresses.edit')}
      </Link>
      <Link to={deleteHref} className={`${smallButton} inline-flex items-center gap-1.5 text-discount`}>
        <Trash2 className="size-4" aria-hidden />
        {t('addresses.delete')}
      </Link>
    </div>
  );
}
