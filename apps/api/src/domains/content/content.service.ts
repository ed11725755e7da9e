import {
  type BlogArticle,
  type BlogSummary,
  type ContentPage,
  type FaqEntry,
  type Lang,
  type PageSlug,
  pickLang,
} from '@bazar/contracts';
import type { Database } from '../../db/connection';
import { mediaUrl } from '../../media/urls';
import { AppError } from '../../plugins/errors';
import { ContentRepo } from './content.repo';

type BlogRow = NonNullable<Awaited<ReturnType<ContentRepo['blogPost']>>>;

function summary(row: BlogRow, lang: Lang): BlogSummary {
  return {
    id: row.id,
    slug: `${row.id}-${row.slug}`,
    title: pickLang(row.title, lang),
    image: mediaUrl(row.image),
    createdAt: row.createdAt.toISOString(),
  };
}

export class ContentService {
  private readonly repo: ContentRepo;

  constructor(db: Database) {
    this.repo = new ContentRepo(db);
  }

  async page(slug: PageSlug, lang: Lang): Promise<ContentPage> {
    const row = await this.repo.page(slug);
    if (!row) throw new AppError('notFound', 'error.notFound');
    return { slug, title: pickLang(row.title, lang), body: pickLang(row.body, lang) };
  }

  async blogList(page: number, pageSize: number, lang: Lang) {
    const { rows, total } = await this.repo.blogPage((page - 1) * pageSize, pageSize);
    return { items: rows.map((row) => summary(row, lang)), page, pageSize, total };
  }

  async blogArticle(id: number, lang: Lang): Promise<BlogArticle> {
    const row = await this.repo.blogPost(id);
    if (!row) throw new AppError('notFound', 'error.notFound');
    return {
      ...summary(row, lang),
      metaTitle: pickLang(row.metaTitle, lang),
      metaDescription: pickLang(row.metaDescription, lang),
      keywords: pickLang(row.keywords, lang),
      description: pickLang(row.description, lang),
      blogGalleries: [{ photo: mediaUrl(row.image) }],
    };
  }

  async faq(lang: Lang): Promise<FaqEntry[]> {
    const rows = await this.repo.faq();
    return rows.map((row) => ({
      id: row.id,
      question: pickLang(row.question, lang),
      answer: pickLang(row.answer, lang),
    }));
  }
}
