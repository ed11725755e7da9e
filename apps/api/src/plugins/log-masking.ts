/**
 * Personal data never reaches the logs (issue 22): phone numbers and e-mail addresses are masked in
 * every line as written, whatever put them there (a message, a URL's query, an error's text, a
 * serialized object), so no log call can forget it. What stays is enough to tell two apart in an
 * incident: the operator code and the last two digits, the first letter and the domain.
 */

/** Azerbaijani numbers as Bazar keeps and people type them: 994501234567, +994 50 123 45 67. */
const phone = /(?<!\d)(\+?994)[\s-]?\(?(\d{2})\)?[\s-]?\d{3}[\s-]?\d{2}[\s-]?(\d{2})(?!\d)/g;
/** An address, also URL-encoded (%40) as it appears in a logged query string. */
const email = /([A-Za-z0-9])[A-Za-z0-9._%+-]*(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

export function maskPersonalData(line: string): string {
  return line.replace(phone, '$1$2*****$3').replace(email, '$1***$2$3');
}

/** A log destination that masks each line before passing it on. */
export function maskedStream(target: { write(line: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      target.write(maskPersonalData(line));
    },
  };
}
