/** The opening of rich text as plain words, for a meta description (search results, link previews). */
export function textExcerpt(html: string, maxLength = 160): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}
