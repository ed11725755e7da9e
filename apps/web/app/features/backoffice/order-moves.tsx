import type { AdminOrder, StaffMove } from '@bazar/contracts';
import { Form, Link } from 'react-router';
import { FieldError, FormAlert } from '../../components/form';
import type { FormFeedback } from '../../lib/forms';
import { useT } from '../../lib/i18n';

type Part = AdminOrder['parts'][number];

/** What the order page's action answered when a move could not be made: for which form. */
export interface MoveFeedback extends FormFeedback {
  /** `part:<id>:<move>` or `order`. */
  target: string;
}

const button =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent';
const looks: Record<StaffMove, string> = {
  delivered: `${button} bg-accent text-white hover:bg-accent-hover`,
  refused: `${button} border border-discount text-discount hover:bg-discount/5`,
  returned: `${button} border border-line bg-white hover:bg-surface`,
  cancelled: `${button} border border-discount text-discount hover:bg-discount/5`,
};
const confirmLook: Record<StaffMove, string> = {
  delivered: `${button} bg-accent text-white hover:bg-accent-hover`,
  refused: `${button} bg-discount text-white hover:opacity-90`,
  returned: `${button} bg-accent text-white hover:bg-accent-hover`,
  cancelled: `${button} bg-discount text-white hover:opacity-90`,
};

/** The moves an operator may make on a part now, each a link that opens its confirmation. */
export function PartMoveButtons({ part, hrefFor }: { part: Part; hrefFor: (move: StaffMove) => string }) {
  const t = useT();
  if (part.moves.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4" data-testid="part-moves">
      {part.moves.map((move) => (
        <Link key={move} to={hrefFor(move)} className={looks[move]} preventScrollReset>
          {t(`admin.orders.move.${move}`)}
        </Link>
      ))}
    </div>
  );
}

function NoteField({
  id,
  name,
  label,
  error,
  required,
}: {
  id: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={500}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base outline-none focus:border-accent aria-[invalid]:border-discount sm:text-sm"
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * The question before a move, where the part's button opened it: what it will do, the reason (a
 * cancellation), the justification (a refusal) or a note, and the answer that posts the move.
 */
export function PartMoveConfirm({
  part,
  move,
  keepHref,
  feedback,
}: {
  part: Part;
  move: StaffMove;
  keepHref: string;
  feedback?: MoveFeedback;
}) {
  const t = useT();
  const mine = feedback?.target === `part:${part.id}:${move}` ? feedback : undefined;
  const id = `part-${part.id}-${move}`;
  return (
    <Form
      method="post"
      className="mt-4 space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4"
      data-testid="move-confirm"
      preventScrollReset
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="partId" value={part.id} />
      <input type="hidden" name="to" value={move} />
      <p role="alert" className="font-semibold">
        {t(`admin.orders.confirm.${move}`, { shop: part.shop.name })}
      </p>
      <FormAlert>{mine?.formError}</FormAlert>
      {move === 'refused' && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="justified" className="size-4 accent-accent" />
          {t('admin.orders.justified')}
        </label>
      )}
      <NoteField
        id={`${id}-note`}
        name="note"
        label={t(
          move === 'cancelled'
            ? 'admin.orders.reason'
            : move === 'refused'
              ? 'admin.orders.justification'
              : 'admin.orders.note',
        )}
        required={move === 'cancelled'}
        error={mine?.errors?.note ?? mine?.errors?.justified}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={confirmLook[move]}>
          {t('admin.orders.confirmMove')}
        </button>
        <Link to={keepHref} className="text-sm font-semibold text-muted hover:underline" preventScrollReset>
          {t('admin.orders.keep')}
        </Link>
      </div>
    </Form>
  );
}

/** The question before cancelling every part not yet delivered, with the reason it needs. */
export function OrderCancelConfirm({
  order,
  keepHref,
  feedback,
}: {
  order: AdminOrder;
  keepHref: string;
  feedback?: MoveFeedback;
}) {
  const t = useT();
  const mine = feedback?.target === 'order' ? feedback : undefined;
  return (
    <Form
      method="post"
      className="mb-4 space-y-3 rounded-card border border-discount/30 bg-discount/5 p-4"
      data-testid="order-cancel-confirm"
    >
      <input type="hidden" name="intent" value="cancel-order" />
      <p role="alert" className="font-semibold">
        {t('admin.orders.confirm.cancelOrder', { number: order.number })}
      </p>
      <FormAlert>{mine?.formError}</FormAlert>
      <NoteField
        id="order-cancel-reason"
        name="reason"
        label={t('admin.orders.reason')}
        required
        error={mine?.errors?.reason}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={confirmLook.cancelled}>
          {t('admin.orders.confirmMove')}
        </button>
        <Link to={keepHref} className="text-sm font-semibold text-muted hover:underline">
          {t('admin.orders.keep')}
        </Link>
      </div>
    </Form>
  );
}
