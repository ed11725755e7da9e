/** A card number as a bank's form shows it while it is typed: digits only, in groups of four. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An expiry as MM/YY while it is typed: the slash comes by itself after the month. */
export function formatExpiry(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, as the person meant.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
