import { MapPin, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { SubmitButton } from '../../components/form';
import { useT } from '../../lib/i18n';
import { smallButton } from './phone-confirmation';

/** A saved address's card above its foot: the pin, then what the card says of the address. */
export function AddressCardBody({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/**
 * The end of an address form, for a buyer's addresses and a shop's: the address's one flag (the
 * default one, the one for returns), then save and cancel.
 */
export function AddressFormFoot({
  flag,
  saveIntent,
  cancelHref,
}: {
  flag: { name: string; checked: boolean; label: string };
  saveIntent: string;
  cancelHref: string;
}) {
  const t = useT();
  return (
    <>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={flag.name}
          defaultChecked={flag.checked}
          className="size-4 accent-accent"
        />
        {flag.label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-48">
          <SubmitButton intent={saveIntent}>{t('addresses.save')}</SubmitButton>
        </div>
        <Link to={cancelHref} className="text-sm font-semibold text-muted hover:underline">
          {t('addresses.cancel')}
        </Link>
      </div>
    </>
  );
}

/**
 * The foot of a saved address's card, for a buyer's addresses and a shop's: the delete question
 * when the address asks it, else the card's buttons (`mark` first, where the address can be made
 * the default one or the one for returns).
 */
export function AddressActions({
  id,
  confirmDelete,
  deleteIntent,
  cancelHref,
  editHref,
  deleteHref,
  mark,
}: {
  id: number;
  confirmDelete: boolean;
  deleteIntent: string;
  cancelHref: string;
  editHref: string;
  deleteHref: string;
  mark?: { intent: string; label: string };
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
      {mark && (
        <Form method="post">
          <input type="hidden" name="id" value={id} />
          <button type="submit" name="intent" value={mark.intent} className={smallButton}>
            {mark.label}
          </button>
        </Form>
      )}
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
