import { useT } from '../../lib/i18n';

/**
 * The buyer's name on an order. A deleted account's orders keep no name (PRV-01): they say so
 * rather than show a blank.
 */
export function BuyerName({ name, surname }: { name: string; surname: string }) {
  const t = useT();
  if (name.trim() === '' && surname.trim() === '')
    return (
      <span className="italic text-muted" data-testid="deleted-account">
        {t('orders.deletedAccount')}
      </span>
    );
  return (
    <>
      {name} {surname}
    </>
  );
}
