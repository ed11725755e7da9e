/**
 * The imports of another domain's internals that stay, each with the decision record that says why.
 * A domain otherwise reaches another only through its face (`domains/<name>/index.ts`); a table file
 * may import another domain's table file to declare a foreign key.
 *
 * An entry names the importing domain (or one of its files) and the file it reaches into, both under
 * `domains/`. The boundary test fails on an entry no import uses any more, and on more than ten.
 */
export interface AllowedImport {
  /** The importing domain (`search`) or file (`search/search.repo.ts`). */
  from: string;
  /** The imported file, without its extension (`catalog/catalog.tables`). */
  to: string;
  /** The decision record that says why, a file under docs/decisions/. */
  adr: string;
}

const crossDomainReads = '015-cross-domain-reads.md';

/** The joins of ADR 015: one query for a page of cards, orders or results instead of a call per row. */
export const allowedImports: AllowedImport[] = [
  { from: 'catalog', to: 'sellers/sellers.tables', adr: crossDomainReads },
  { from: 'listings', to: 'catalog/catalog.tables', adr: crossDomainReads },
  { from: 'inventory', to: 'catalog/catalog.tables', adr: crossDomainReads },
  { from: 'inventory', to: 'sellers/sellers.tables', adr: crossDomainReads },
  { from: 'orders', to: 'sellers/sellers.tables', adr: crossDomainReads },
  { from: 'search', to: 'catalog/catalog.tables', adr: crossDomainReads },
  { from: 'search', to: 'sellers/sellers.tables', adr: crossDomainReads },
  { from: 'content', to: 'accounts/accounts.tables', adr: crossDomainReads },
  { from: 'notifications', to: 'accounts/accounts.tables', adr: crossDomainReads },
  { from: 'instalments', to: 'catalog/catalog.tables', adr: crossDomainReads },
];
