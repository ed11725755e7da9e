/** `text` as a LIKE pattern that matches it anywhere: its `%`, `_` and `\` taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
