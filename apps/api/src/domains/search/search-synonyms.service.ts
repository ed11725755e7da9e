import type {
  SearchSynonym,
  SearchSynonymBody,
  SearchSynonymPage,
  SearchSynonymsQuery,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { AppError } from '../../plugins/errors';
import { foldForSearch } from '../../shared/search-text';
import { type SearchSynonymRow, SearchSynonymsRepo } from './search-synonyms.repo';

function toSynonym(row: SearchSynonymRow): SearchSynonym {
  return {
    id: row.id,
    term: row.term,
    meaning: row.meaning,
    termKey: row.termKey,
    meaningKey: row.meaningKey,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The synonyms operators keep for search (Staff and Admin); search reads them as it matches. */
export class SearchSynonymsService {
  private readonly repo: SearchSynonymsRepo;

  constructor(db: Database) {
    this.repo = new SearchSynonymsRepo(db);
  }

  async list(query: SearchSynonymsQuery): Promise<SearchSynonymPage> {
    const folded = query.q ? foldForSearch(query.q) : '';
    const { rows, total } = await this.repo.list(query.page, query.pageSize, folded || undefined);
    return { items: rows.map(toSynonym), page: query.page, pageSize: query.pageSize, total };
  }

  /** Folds both sides as search does: the term must be one word, and one that does not already find the meaning. */
  async add(body: SearchSynonymBody): Promise<SearchSynonym> {
    const termKey = foldForSearch(body.term);
    const meaningKey = foldForSearch(body.meaning);
    const fieldErrors: Record<string, ('synonym.noWord' | 'synonym.oneWord' | 'synonym.sameAsMeaning')[]> =
      {};
    if (!termKey) fieldErrors.term = ['synonym.noWord'];
    else if (termKey.includes(' ')) fieldErrors.term = ['synonym.oneWord'];
    if (!meaningKey) fieldErrors.meaning = ['synonym.noWord'];
    // The meaning starts with the term: search finds it by the term already.
    else if (termKey && `${meaningKey} `.startsWith(`${termKey} `))
      fieldErrors.term = ['synonym.sameAsMeaning'];
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError('unprocessable', 'error.validation', fieldErrors);
    const added = await this.repo.add({ term: body.term, termKey, meaning: body.meaning, meaningKey });
    if (!added) throw new AppError('conflict', 'synonym.exists', { term: ['synonym.exists'] });
    return toSynonym(added);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.remove(id))) throw new AppError('notFound', 'synonym.notFound');
  }
}
