/** "1 234,50 ₼", as the pages write AZN (comma decimals, no-break space thousands). */
export function money(azn: number): string {
  const [whole = '0', cents = '00'] = azn.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents} ₼`;
}
