/** Formats AZN the way Azerbaijani shoppers read it: "1 234,50 ₼" (comma decimals, thin-space thousands). */
export function formatMoney(azn: number): string {
  const [whole = '0', cents = '00'] = Math.abs(azn).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${azn < 0 ? '-' : ''}${grouped},${cents} ₼`;
}
