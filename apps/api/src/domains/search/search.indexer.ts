import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { foldForSearch, productSearchColumns } from '../../shared/search-text';
import { categories, products } from '../catalog/catalog.tables';
import { shops } from '../sellers/sellers.tables';
import { shortestCorrectedWord } from './search.engine';
import { titleWords } from './search.tables';

const batchSize = 500;

/**
 * Writes the folded search columns of products (all of them, or those given) and of shops whose
 * name is not folded yet. Seeds call it after they insert, start-up calls it for rows written
 * before search existed, and whatever edits a product's text calls it with that product's id.
 */
export async function indexForSearch(db: Database, productIds?: number[]): Promise<number> {
  await indexShopNames(db);
  // Start-up calls this every time; the categories are read only when some product needs them.
  let byId: Map<number, typeof categories.$inferSelect> | undefined;
  const namesOf = (categoryId: number): string[] => {
    const names: string[] = [];
    for (let row = byId?.get(categoryId); row; row = row.parentId ? byId?.get(row.parentId) : undefined)
      names.push(row.name.az, row.name.en, row.name.ru);
    return names;
  };
  let indexed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        title: products.title,
        manufacturer: products.manufacturer,
        model: products.model,
        description: products.description,
        properties: products.properties,
      })
      .from(products)
      .where(
        productIds
          ? inArray(products.id, productIds.slice(indexed, indexed + batchSize))
          : sql`${products.id} > ${afterId} and ${products.searchTitle} = ''`,
      )
      .orderBy(asc(products.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    byId ??= new Map((await db.select().from(categories)).map((row) => [row.id, row]));
    const values = rows.map((row) => {
      const columns = productSearchColumns({ ...row, categoryNames: namesOf(row.categoryId) });
      return sql`(${row.id}::int, ${columns.searchTitle}, ${columns.searchBody})`;
    });
    await db.execute(sql`
      update ${products} set search_title = v.title, search_body = v.body
      from (values ${sql.join(values, sql`, `)}) as v(id, title, body)
      where ${products.id} = v.id`);
    await addTitleWords(
      db,
      rows.map((row) => row.id),
    );
    indexed += rows.length;
    afterId = rows.at(-1)?.id ?? afterId;
    if (productIds && indexed >= productIds.length) break;
  }
  return indexed;
}

async function indexShopNames(db: Database): Promise<void> {
  const rows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.searchName, ''));
  for (const row of rows)
    await db
      .update(shops)
      .set({ searchName: foldForSearch(row.name) })
      .where(eq(shops.id, row.id));
}

/** Adds the words of these products' titles to the typo dictionary (numbers are never typos). */
async function addTitleWords(db: Database, productIds: number[]): Promise<void> {
  await db.execute(sql`
    insert into ${titleWords} (word)
    select distinct w from ${products}, unnest(string_to_array(trim(${products.searchTitle}), ' ')) as w
    where ${inArray(products.id, productIds)} and length(w) >= ${shortestCorrectedWord} and w !~ '^[0-9]+$'
    on conflict do nothing`);
}
