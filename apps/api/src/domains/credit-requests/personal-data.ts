/**
 * The ID card number and FIN are personal data: everyone but Staff reviewing a request sees them
 * masked, enough to recognise them and no more.
 */

/** "AA1234567" → "AA*****67": the series and the last two digits. */
export function maskIdCard(value: string): string {
  return `${value.slice(0, 2)}${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-2)}`;
}

/** "5XABCDZ" → "5X****Z": the first two characters and the last. */
export function maskFin(value: string): string {
  return `${value.slice(0, 2)}${'*'.repeat(Math.max(0, value.length - 3))}${value.slice(-1)}`;
}
